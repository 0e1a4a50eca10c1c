import { useEffect } from 'react';
import { cannotPlayStands } from '../domain/cannot-play.ts';
import { docId, refereeDbName } from '../domain/db-names.ts';
import { kitOf, kitPlan, type TKitPlan } from '../domain/kits.ts';
import type { TMatch } from '../domain/schemas/match.ts';
import type { TReport } from '../domain/schemas/report.ts';
import type { TVenue } from '../domain/venues.ts';
import { t } from '../i18n/core.ts';
import { useLiveQuery, useLiveQueryFor } from './live-query.ts';
import { store, type TRow } from './local-store.ts';
import { writeDoc } from './outbox.ts';
import { followLeague } from './session.ts';

export type TRefereeProfile = {
  displayName: string;
  email: string;
  licenseNumber: string | null;
  experience: number;
  assignedLeagues: string[];
};
export type TMatchView = TRow<TMatch> & {
  homeName: string;
  awayName: string;
  leagueName: string;
  /** The league's fields, for the venue's address. */
  venues: readonly TVenue[];
  /** The names of the teams that told they cannot play it, while that stands (ADR 059). */
  cannotPlay?: string[];
  /** What each team wears, once both said their colours (ADR 073). */
  kits: TKitPlan | null;
};
export type TReportRow = TRow<TReport>;
export type TVerdict = {
  status: 'accepted' | 'rejected';
  reasons: string[];
  reportRev: string;
  /** An admin accepted the report the checks rejected: why. */
  override?: { author: string; reason: string } | null;
};
export type TLifecycle = 'draft' | 'waiting' | 'notSaved' | 'submitted' | 'accepted' | 'rejected';

export function useRefereeProfile(refereeId: string): TRefereeProfile | null | undefined {
  return useLiveQuery(
    async () =>
      ((await store.refereeProfiles.get(refereeId)) as unknown as TRefereeProfile | undefined) ?? null,
    [refereeId],
  );
}

/** A referee keeps their leagues' matches and rosters on the phone, for the field. */
export function useFollowAssignedLeagues(profile: TRefereeProfile | null | undefined) {
  const leagues = profile?.assignedLeagues.join(',') ?? '';
  useEffect(() => {
    for (const id of leagues.split(',').filter(Boolean)) followLeague(id);
  }, [leagues]);
}

/** Matches of the referee's leagues, oldest first, with team and league names. */
export function useLeagueMatches(leagueIds: string[]): TMatchView[] | undefined {
  const key = leagueIds.join(',');
  return useLiveQueryFor(key, () => matchesOf(key));
}

async function matchesOf(key: string): Promise<TMatchView[]> {
  const ids = key.split(',').filter(Boolean);
  if (ids.length === 0) return [];
  const [matches, teams, leagues, off] = await Promise.all([
    store.matches.where('leagueId').anyOf(ids).sortBy('date'),
    store.teams.where('leagueId').anyOf(ids).toArray(),
    store.leagues.where('id').anyOf(ids).toArray(),
    store.matchOffs.where('leagueId').anyOf(ids).toArray(),
  ]);
  const offBy = new Map(off.map((o) => [o.matchId, o]));
  const now = Date.now();
  const teamName = new Map(teams.map((t) => [t.teamId, t.name]));
  const kit = new Map(teams.map((t) => [t.teamId, kitOf(t.kit)]));
  const leagueName = new Map(leagues.map((l) => [l.id, l.name]));
  const venues = new Map(leagues.map((l) => [l.id, l.venues ?? []]));
  return matches.map((m) => ({
    ...m,
    homeName: teamName.get(m.homeTeamId) ?? t('app.homeTeam'),
    awayName: teamName.get(m.awayTeamId) ?? t('app.awayTeam'),
    leagueName: leagueName.get(m.leagueId) ?? t('app.league'),
    venues: venues.get(m.leagueId) ?? [],
    kits: kitPlan(kit.get(m.homeTeamId), kit.get(m.awayTeamId)),
    ...(cannotPlayStands(offBy.get(m.id), m, now)
      ? { cannotPlay: offBy.get(m.id)!.teamIds.map((id) => teamName.get(id) ?? t('app.homeTeam')) }
      : {}),
  }));
}

export type TReportState = {
  report: TReportRow;
  lifecycle: TLifecycle;
  verdict: TVerdict | null;
  /** Why the server refused this version (for example, submitted before kick-off). */
  refusal: string | null;
};

/** Every report of this referee with where it is in its life: draft … accepted or rejected. */
export function useReportStates(refereeId: string): Map<string, TReportState> | undefined {
  return useLiveQuery(async () => {
    const db = refereeDbName(refereeId);
    const [reports, verdicts, outbox, refused] = await Promise.all([
      store.reports.where('db').equals(db).toArray(),
      store.resolutions.where('db').equals(db).toArray(),
      store.outbox.where('db').equals(db).toArray(),
      store.refused.where('db').equals(db).toArray(),
    ]);
    const waiting = new Set(outbox.map((o) => o.docId));
    const refusals = new Map(refused.map((r) => [r.docId, r.reason]));
    const verdictOf = new Map(verdicts.map((v) => [String(v.matchId), v as unknown as TVerdict]));
    const states = new Map<string, TReportState>();
    for (const row of reports as unknown as TReportRow[]) {
      const verdict = verdictOf.get(row.matchId) ?? null;
      const isCurrent = verdict?.reportRev === row._rev;
      const refusal = refusals.get(docId('report', row.matchId)) ?? null;
      let lifecycle: TLifecycle = 'submitted';
      if (refusal) lifecycle = 'notSaved';
      else if (row.status === 'draft') lifecycle = 'draft';
      else if (waiting.has(docId('report', row.matchId))) lifecycle = 'waiting';
      else if (isCurrent) lifecycle = verdict!.status;
      states.set(row.matchId, { report: row, lifecycle, verdict: isCurrent ? verdict : null, refusal });
    }
    return states;
  }, [refereeId]);
}

export type TRequestState = { status: 'pending' | 'granted' | 'refused'; reason: string | null };

export function useAssignmentRequests(refereeId: string): Map<string, TRequestState> | undefined {
  return useLiveQuery(async () => {
    const db = refereeDbName(refereeId);
    const [requests, decisions] = await Promise.all([
      store.assignmentRequests.where('db').equals(db).toArray(),
      store.assignmentDecisions.where('db').equals(db).toArray(),
    ]);
    const states = new Map<string, TRequestState>();
    for (const r of requests) states.set(String(r.matchId), { status: 'pending', reason: null });
    for (const d of decisions)
      states.set(String(d.matchId), {
        status: d.status as 'granted' | 'refused',
        reason: (d.reason as string | null) ?? null,
      });
    return states;
  }, [refereeId]);
}

/** Request Assignment: a request document in the referee's own database; the server decides. */
export async function requestAssignment(refereeId: string, match: { id: string; leagueId: string }) {
  await writeDoc(refereeDbName(refereeId), {
    _id: docId('assignmentRequest', match.id),
    type: 'assignmentRequest',
    matchId: match.id,
    leagueId: match.leagueId,
    refereeId,
    requestedAt: new Date().toISOString(),
  });
}

/** A match's label in the referee's lists (admin-referee.md, Referee match list). */
export function matchLabel(
  match: TMatch,
  refereeId: string,
): 'Completed' | 'Assigned to You' | 'Available' | 'Scheduled' {
  if (match.status === 'completed') return 'Completed';
  if (match.status === 'scheduled' && match.refereeId === refereeId) return 'Assigned to You';
  if (match.status === 'scheduled' && !match.refereeId) return 'Available';
  return 'Scheduled';
}
