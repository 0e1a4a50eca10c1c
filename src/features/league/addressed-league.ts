import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useChosenLeague } from '../../data/league.ts';

/**
 * The league a league screen shows: the one its address names (`?league=`: a link from the
 * leagues page, or from a league's own website, ADR 054), else this device's choice. Picking
 * another keeps the address naming the shown league.
 */
export function useAddressedLeague(): [string | null, (id: string) => void] {
  const [params, setParams] = useSearchParams();
  const [chosen, choose] = useChosenLeague();
  const asked = params.get('league');
  useEffect(() => {
    if (asked && asked !== chosen) choose(asked);
  }, [asked, chosen, choose]);
  const pick = useCallback(
    (id: string) => {
      choose(id);
      if (asked) setParams({ league: id }, { replace: true });
    },
    [asked, choose, setParams],
  );
  return [asked ?? chosen, pick];
}
