import { waiverVersion } from '../domain/waiver.ts';
import { useLiveQuery } from './live-query.ts';
import { store } from './local-store.ts';

// ADR 053: the signatures of the league's waiver that this device holds (a captain's team; every
// team on the desk).

/** The players who signed the current waiver; null when the league has none. */
export function useWaiverSigned(teamId: string, waiver: string | null | undefined): Set<string> | null {
  const version = waiver ? waiverVersion(waiver) : null;
  const signatures = useLiveQuery(
    async () => (version ? await store.waiverSignatures.where('teamId').equals(teamId).toArray() : []),
    [teamId, version],
  );
  if (!version) return null;
  return new Set((signatures ?? []).filter((s) => s.version === version).map((s) => s.playerId));
}
