import { t } from '../i18n/core.ts';
import { stripMeta } from './db-names.ts';
import { MSG } from './messages.ts';
import type { TMatch, TMatchEvents } from './schemas/match.ts';
import { type TReport, ZReport } from './schemas/report.ts';

export type TRosterIds = { home: string[]; away: string[] };

/**
 * The report validator run on Submit (admin-referee.md §5) and again by the server: the schema's
 * checks, then the cross-checks against the match and both rosters. Returns every problem, in
 * order; the form shows the first as a toast, a rejection lists them all.
 */
export function validateReport(
  report: unknown,
  match: (Pick<TMatch, 'homeTeamId' | 'awayTeamId'> & { playoff?: unknown }) | null,
  rosters: TRosterIds,
): string[] {
  if (!match) return [MSG.matchNotFound];
  // A stored document carries _id and _rev; the schema checks the report's own fields.
  const parsed = ZReport.safeParse(stripMeta(report as Record<string, unknown>));
  if (!parsed.success) return parsed.error.issues.map((i) => i.message);
  const r = parsed.data;
  if (r.status !== 'submitted') return [t('app.onlyASubmittedReportCan')];
  const problems: string[] = [];
  const sides = new Map([
    [match.homeTeamId, new Set(rosters.home)],
    [match.awayTeamId, new Set(rosters.away)],
  ]);
  const onTeam = (playerId: string, teamId: string) => sides.get(teamId)?.has(playerId) ?? false;
  for (const goal of r.goals) {
    if (!sides.has(goal.teamId)) problems.push(t('app.goalAtTheTeamIs', { minute: goal.minute }));
    else if (!onTeam(goal.playerId, goal.teamId))
      problems.push(t('app.goalAtIsNotOn', { minute: goal.minute, playerName: goal.playerName }));
    if (goal.assistPlayerId && !onTeam(goal.assistPlayerId, goal.teamId)) {
      problems.push(t('app.goalAtTheAssistMust', { minute: goal.minute }));
    }
    if (goal.assistPlayerId === goal.playerId)
      problems.push(t('app.goalAtAPlayerCannot', { minute: goal.minute }));
  }
  for (const [label, cards] of [
    [t('app.yellowCard'), r.yellowCards],
    [t('app.redCard'), r.redCards],
  ] as const) {
    for (const card of cards) {
      if (!onTeam(card.playerId, card.teamId))
        problems.push(t('app.atIsNotOnThat', { label, minute: card.minute, playerName: card.playerName }));
    }
  }
  const homeGoals = r.goals.filter((g) => g.teamId === match.homeTeamId).length;
  const awayGoals = r.goals.filter((g) => g.teamId === match.awayTeamId).length;
  if (homeGoals !== r.homeScore)
    problems.push(t('app.theHomeScoreIsBut', { homeScore: r.homeScore, homeGoals }));
  if (awayGoals !== r.awayScore)
    problems.push(t('app.theAwayScoreIsBut', { awayScore: r.awayScore, awayGoals }));
  for (const [side, attendance, roster] of [
    ['home', r.homeTeamAttendance, rosters.home],
    ['away', r.awayTeamAttendance, rosters.away],
  ] as const) {
    if (attendance.missingPlayers.some((id) => !roster.includes(id)))
      problems.push(t('app.aMissingPlayerIsNot', { side }));
  }
  const shootOut = penaltyProblem(Boolean(match.playoff), r.homeScore, r.awayScore, r.penalties);
  if (shootOut) problems.push(shootOut);
  return problems;
}

/**
 * A playoff match is played to a winner (ADR 062): level at full time, it needs a shoot-out that
 * is not level; any other match has none. The report's and the admin's result share this rule.
 */
export function penaltyProblem(
  isPlayoff: boolean,
  home: number | null,
  away: number | null,
  penalties: { home: number; away: number } | null | undefined,
): string | null {
  const isLevel = home !== null && home === away;
  if (!isPlayoff || !isLevel) return penalties ? t('app.playoff.penaltiesOnlyWhenLevel') : null;
  if (!penalties) return t('app.playoff.needsShootOut');
  return penalties.home === penalties.away ? t('app.playoff.shootOutNotLevel') : null;
}

/** The public part of an accepted report: the events copied onto the match. */
export function eventsFromReport(report: TReport, rosters: TRosterIds): TMatchEvents {
  const present = (roster: string[], missing: string[]) => roster.filter((id) => !missing.includes(id));
  return {
    goals: report.goals,
    yellowCards: report.yellowCards,
    redCards: report.redCards,
    attendance: {
      home: present(rosters.home, report.homeTeamAttendance.missingPlayers),
      away: present(rosters.away, report.awayTeamAttendance.missingPlayers),
    },
  };
}
