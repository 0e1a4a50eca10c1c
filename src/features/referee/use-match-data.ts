import { useLiveQuery } from '../../data/live-query.ts';
import { store, type TRow } from '../../data/local-store.ts';
import { compareInstants } from '../../domain/dates.ts';
import { deriveDiscipline, rulesOf, type TBan } from '../../domain/discipline.ts';
import { kitOf, kitPlan, type TKitPlan } from '../../domain/kits.ts';
import type { TMatch } from '../../domain/schemas/match.ts';
import type { TReport } from '../../domain/schemas/report.ts';
import { t } from '../../i18n/core.ts';

/** A player on the report form; `suspended` lists the bans they have to serve at this match. */
export type TPlayer = { id: string; name: string; suspended?: TBan[] };

export type TLoaded = {
  match: TRow<TMatch>;
  homeName: string;
  awayName: string;
  home: TPlayer[];
  away: TPlayer[];
  report: (TReport & { _rev: string }) | null;
  /** What each team wears (ADR 073), for the referee's own shirt. */
  kits: TKitPlan | null;
};

/** A match, both teams' names and rosters, and this device's report of it, live from Dexie. */
export function useMatchData(matchId: string) {
  return useLiveQuery(async (): Promise<TLoaded | { match: null }> => {
    // The report is asked for beside the match: one wait on the local database fewer.
    const [match, report] = await Promise.all([store.matches.get(matchId), store.reports.get(matchId)]);
    if (!match) return { match: null };
    // Two plain index reads, not anyOf, whose cursor walk was the slowest read of the screen.
    const byTeam = (teamId: string) => store.players.where('teamId').equals(teamId).toArray();
    const [teams, homePlayers, awayPlayers, league, matches, rulings, carried] = await Promise.all([
      store.teams.where('leagueId').equals(match.leagueId).toArray(),
      byTeam(match.homeTeamId),
      byTeam(match.awayTeamId),
      store.leagues.get(match.leagueId),
      store.matches.where('leagueId').equals(match.leagueId).toArray(),
      store.rulings.where('leagueId').equals(match.leagueId).toArray(),
      store.carriedBans.where('leagueId').equals(match.leagueId).toArray(),
    ]);
    // Suspensions as they stand at this kick-off: from the matches played before it (issue #30).
    const { suspended } = deriveDiscipline({
      teams: [],
      matches: matches.filter((m) => compareInstants(m.date, match.date) < 0),
      rulings,
      rules: rulesOf(league),
      carried,
    });
    const roster = (teamId: string): TPlayer[] =>
      (teamId === match.homeTeamId ? homePlayers : awayPlayers)
        .map((p) => ({
          id: p.id,
          name: `${p.firstName} ${p.lastName}`,
          jersey: p.jerseyNumber,
          suspended: suspended.get(p.id),
        }))
        .sort((a, b) => a.name.localeCompare(b.name));
    const name = (id: string) => teams.find((t) => t.teamId === id)?.name ?? t('referee.team');
    const kit = (id: string) => kitOf(teams.find((t) => t.teamId === id)?.kit);
    return {
      match,
      homeName: name(match.homeTeamId),
      awayName: name(match.awayTeamId),
      home: roster(match.homeTeamId),
      away: roster(match.awayTeamId),
      report: (report as unknown as (TReport & { _rev: string }) | undefined) ?? null,
      kits: kitPlan(kit(match.homeTeamId), kit(match.awayTeamId)),
    };
  }, [matchId]);
}
