import { store } from '../../data/local-store.ts';
import { leagueDayOf } from '../../domain/days-away.ts';
import { deriveDiscipline, rulesOf } from '../../domain/discipline.ts';
import { rostersCsv } from '../../domain/roster-export.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { downloadCsv } from '../../ui/download.ts';
import { toast } from '../../ui/toasts.tsx';
import type { TAdminData } from './admin-data.ts';

/**
 * The rosters of the leagues shown (one, or all) as a CSV file, for the insurer or the permit:
 * captains, players, the waiver and who is suspended now. Built on this device from its own rows
 * when asked (offline too), so the tab pays nothing for it until then.
 */
export function RosterExport({ data, leagueId }: { data: TAdminData; leagueId: string }) {
  const download = async () => {
    const leagues = data.leagues.filter((l) => !leagueId || l.id === leagueId);
    const [rulings, carried, signatures] = await Promise.all([
      store.rulings.toArray(),
      store.carriedBans.toArray(),
      store.waiverSignatures.toArray(),
    ]);
    const suspended = new Set<string>();
    for (const league of leagues) {
      const { suspended: bans } = deriveDiscipline({
        teams: [],
        matches: data.matches.filter((m) => m.leagueId === league.id),
        rulings: rulings.filter((r) => r.leagueId === league.id),
        rules: rulesOf(league),
        carried: carried.filter((c) => c.leagueId === league.id),
      });
      for (const id of bans.keys()) suspended.add(id);
    }
    const { csv, count } = rostersCsv({
      leagues,
      teams: data.teams,
      players: data.players,
      signatures,
      suspended,
    });
    if (count === 0) {
      toast.error(t('admin.rosters.downloaded', { count }));
      return;
    }
    downloadCsv(`rosters-${leagueDayOf(new Date().toISOString())}.csv`, csv);
    toast.success(t('admin.rosters.downloaded', { count }));
  };
  return (
    <Button variant="secondary" onClick={() => void download()}>
      {t('admin.rosters.download')}
    </Button>
  );
}
