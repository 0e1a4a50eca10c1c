import { useLiveQuery } from 'dexie-react-hooks';
import { store, type TRow } from '../../data/local-store.ts';
import type { TMatch } from '../../domain/schemas/match.ts';
import type { TReport } from '../../domain/schemas/report.ts';
import { t } from '../../i18n/core.ts';

export type TPlayer = { id: string; name: string };

export type TLoaded = {
  match: TRow<TMatch>;
  homeName: string;
  awayName: string;
  home: TPlayer[];
  away: TPlayer[];
  report: (TReport & { _rev: string }) | null;
};

/** A match, both teams' names and rosters, and this device's report of it, live from Dexie. */
export function useMatchData(matchId: string) {
  return useLiveQuery(async (): Promise<TLoaded | { match: null }> => {
    const match = await store.matches.get(matchId);
    if (!match) return { match: null };
    const [teams, players, report] = await Promise.all([
      store.teams.where('leagueId').equals(match.leagueId).toArray(),
      store.players.where('teamId').anyOf([match.homeTeamId, match.awayTeamId]).toArray(),
      store.reports.get(matchId),
    ]);
    const roster = (teamId: string): TPlayer[] =>
      players
        .filter((p) => p.teamId === teamId)
        .map((p) => ({ id: p.id, name: `${p.firstName} ${p.lastName}`, jersey: p.jerseyNumber }))
        .sort((a, b) => a.name.localeCompare(b.name));
    const name = (id: string) => teams.find((t) => t.teamId === id)?.name ?? t('referee.team');
    return {
      match,
      homeName: name(match.homeTeamId),
      awayName: name(match.awayTeamId),
      home: roster(match.homeTeamId),
      away: roster(match.awayTeamId),
      report: (report as unknown as (TReport & { _rev: string }) | undefined) ?? null,
    };
  }, [matchId]);
}
