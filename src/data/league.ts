import { useEffect, useState } from 'react';
import { cannotPlayStands } from '../domain/cannot-play.ts';
import { confirmationState, type TResultStanding } from '../domain/confirmation.ts';
import { leagueDbName } from '../domain/db-names.ts';
import { deriveDiscipline, rulesOf, type TDiscipline, withAwards } from '../domain/discipline.ts';
import { leagueTable, splitAdjustments, type TPlayerAdjustment } from '../domain/league-table.ts';
import type { TAdjustment } from '../domain/schemas/adjustment.ts';
import type { TMatchOff } from '../domain/schemas/cannot-play.ts';
import type { TConfirmation } from '../domain/schemas/confirmation.ts';
import type { TRuling } from '../domain/schemas/discipline.ts';
import type { TLeague } from '../domain/schemas/league.ts';
import type { TMatch } from '../domain/schemas/match.ts';
import type { TPlayerPublic } from '../domain/schemas/player.ts';
import type { TPlayoff } from '../domain/schemas/playoff.ts';
import type { TTeamPublic } from '../domain/schemas/team.ts';
import type { TVideo } from '../domain/schemas/video.ts';
import type { TStandingRow, TTeamAdjustment } from '../domain/standings.ts';
import { t } from '../i18n/core.ts';
import { useLiveQuery, useLiveQueryFor } from './live-query.ts';
import { store, type TRow } from './local-store.ts';
import { followLeague, useSession } from './session.ts';

export type TLeagueBundle = {
  league: TRow<TLeague>;
  teams: TRow<TTeamPublic>[];
  players: TRow<TPlayerPublic>[];
  /**
   * As the table counts them: a match awarded over an ineligible player has the award's score;
   * each result says where its confirmation stands (issue #31).
   */
  matches: TBundleMatch[];
  videos: TRow<TVideo>[];
  /** Suspensions, ineligible appearances and the fair-play table (issue #30). */
  discipline: TDiscipline;
  rulings: TRow<TRuling>[];
  teamAdjustments: TTeamAdjustment[];
  playerAdjustments: TPlayerAdjustment[];
  /** The adjustment documents themselves (the admin's Statistics tab resets them). */
  adjustmentRows: TRow<TAdjustment>[];
  /** The league's playoffs, once the admin has drawn them (ADR 062). */
  playoff: TRow<TPlayoff> | null;
};

export type TBundleMatch = TRow<TMatch> & {
  confirmation?: TResultStanding;
  /** The teams that told they cannot play this match, while that stands (ADR 059). */
  offBy?: string[];
};

/** Each result with where it stands, from the server's confirmation documents. */
function withConfirmations(matches: TRow<TMatch>[], confirmations: TConfirmation[]): TBundleMatch[] {
  if (confirmations.length === 0) return matches;
  const byMatch = new Map(confirmations.map((c) => [c.matchId, c]));
  const now = Date.now();
  return matches.map((m) => {
    const found = byMatch.get(m.id);
    const state = confirmationState(found, now);
    return state ? { ...m, confirmation: { state, reason: found!.decision?.reason ?? null } } : m;
  });
}

/** Each match still to play with the teams that told they cannot play it (ADR 059). */
function withMatchOffs(matches: TBundleMatch[], off: TMatchOff[]): TBundleMatch[] {
  if (off.length === 0) return matches;
  const byMatch = new Map(off.map((o) => [o.matchId, o]));
  const now = Date.now();
  return matches.map((m) => {
    const found = byMatch.get(m.id);
    return found && cannotPlayStands(found, m, now) ? { ...m, offBy: found.teamIds } : m;
  });
}

export { splitAdjustments };

/** Everything this device holds about one league; undefined while reading, null if unknown. */
export function useLeagueBundle(leagueId: string | null): TLeagueBundle | null | undefined {
  useEffect(() => {
    if (leagueId) followLeague(leagueId);
  }, [leagueId]);
  return useLiveQueryFor(leagueId ?? '', async () => {
    if (!leagueId) return null;
    const league = await store.leagues.get(leagueId);
    if (!league) return null;
    const db = leagueDbName(leagueId);
    const [
      teams,
      players,
      stored,
      videos,
      adjusted,
      refused,
      rulings,
      ratings,
      confirmations,
      carried,
      off,
      playoff,
    ] = await Promise.all([
      store.teams.where('db').equals(db).toArray(),
      store.players.where('db').equals(db).toArray(),
      store.matches.where('leagueId').equals(leagueId).sortBy('date'),
      store.videos.where('leagueId').equals(leagueId).toArray(),
      store.adjustments.where('leagueId').equals(leagueId).toArray(),
      store.refused.where('db').equals(db).toArray(),
      store.rulings.where('leagueId').equals(leagueId).toArray(),
      store.matchRatings.where('leagueId').equals(leagueId).toArray(),
      store.confirmations.where('leagueId').equals(leagueId).toArray(),
      store.carriedBans.where('leagueId').equals(leagueId).toArray(),
      store.matchOffs.where('leagueId').equals(leagueId).toArray(),
      store.playoffs.get(leagueId),
    ]);
    // An adjustment the server refused is not a figure anyone else sees: it never counts here
    // either (the sync state says "not saved" until it is fixed or discarded).
    const refusedIds = new Set(refused.map((r) => r.docId));
    const adjustments = adjusted.filter((a) => !refusedIds.has(`adjustment:${a.id}`));
    const discipline = deriveDiscipline({
      teams: teams.map((t) => ({ id: t.teamId, name: t.name })),
      matches: stored,
      rulings: rulings.filter((r) => !refusedIds.has(`ruling:${r.id}`)),
      ratings: new Map(ratings.map((r) => [r.matchId, r.fairPlay])),
      rules: rulesOf(league),
      carried,
    });
    const awarded = withAwards(stored, discipline.ineligible, (reason) =>
      t('rules.discipline.awarded', { reason }),
    );
    const matches = withMatchOffs(withConfirmations(awarded, confirmations), off);
    const { teamAdjustments, playerAdjustments } = splitAdjustments(adjustments as unknown as TAdjustment[]);
    const adjustmentRows = adjustments as unknown as TRow<TAdjustment>[];
    return {
      league,
      teams,
      players,
      matches,
      videos,
      discipline,
      rulings,
      teamAdjustments,
      playerAdjustments,
      adjustmentRows,
      playoff: playoff ?? null,
    };
  });
}

/** The league table, derived on this device from its completed matches and adjustments. */
export function standingsOf(bundle: TLeagueBundle): TStandingRow[] {
  return leagueTable(bundle);
}

const CHOICE_KEY = 'pitchside-league';
const TEAM_LEAGUE_KEY = 'pitchside-team-league';

/**
 * The league this device last saw the team in ("<team> <league>"), so a captain's league screens
 * start reading the league at their first render instead of one query later (issue #36: 200 ms
 * with a phone's CPU). The team's live answer replaces it.
 */
function rememberedLeagueOf(teamId: string | null | undefined): string | null {
  const [team, league] = (localStorage.getItem(TEAM_LEAGUE_KEY) ?? '').split(' ');
  return teamId && team === teamId && league ? league : null;
}

/**
 * The league a screen shows: the one picked on this device, else the signed-in team's league.
 * Returns the id (or null when there is none yet) and a setter for the picker.
 */
export function useChosenLeague(): [string | null, (id: string | null) => void] {
  const user = useSession((s) => s.user);
  const teamLeague = useLiveQuery(
    async () =>
      user?.teamId
        ? ((await store.teams.get(user.teamId))?.leagueId ??
          (await store.teamRecords.get(user.teamId))?.leagueId ??
          null)
        : null,
    [user?.teamId],
  );
  const remembered = rememberedLeagueOf(user?.teamId);
  useEffect(() => {
    if (user?.teamId && teamLeague && teamLeague !== remembered)
      localStorage.setItem(TEAM_LEAGUE_KEY, `${user.teamId} ${teamLeague}`);
  }, [user?.teamId, teamLeague, remembered]);
  const [picked, setPicked] = useState<string | null>(() => localStorage.getItem(CHOICE_KEY));
  const choose = (id: string | null) => {
    if (id) localStorage.setItem(CHOICE_KEY, id);
    else localStorage.removeItem(CHOICE_KEY);
    setPicked(id);
  };
  return [picked ?? (teamLeague === undefined ? remembered : teamLeague) ?? null, choose];
}

/** The signed-in user's own team, for "Your Team" and the default league. */
export function useOwnTeamId(): string | null {
  return useSession((s) => s.user?.teamId ?? null);
}
