import type { DeepPartial } from 'react-hook-form';
import { instantToLeagueLocalInput, leagueLocalToInstant } from '../../domain/dates.ts';
import { docId } from '../../domain/db-names.ts';
import { PRESENT_PLAYERS_DEFAULT, RATING_DEFAULT } from '../../domain/limits.ts';
import type { TMatch } from '../../domain/schemas/match.ts';
import type { TReport } from '../../domain/schemas/report.ts';
import { t } from '../../i18n/core.ts';
import type { TPlayer } from './use-match-data.ts';

// The form keeps what people type (strings); these turn it into a report document and back.

export type TGoalForm = { teamId: string; playerId: string; minute: string; assistPlayerId: string };
export type TCardForm = { teamId: string; playerId: string; minute: string; reason: string };
export type TAttendanceForm = {
  onTime: boolean;
  delayMinutes: string;
  missingPlayers: string[];
  presentPlayers: string;
};
export type TReportForm = {
  actualStartTime: string;
  startedOnTime: boolean;
  delayReason: string;
  home: TAttendanceForm;
  away: TAttendanceForm;
  matchQuality: string;
  fairPlay: string;
  fieldConditions: string;
  weatherConditions: string;
  homeScore: string;
  awayScore: string;
  /** A playoff match level at full time (ADR 062): the shoot-out. */
  homePenalties: string;
  awayPenalties: string;
  goals: TGoalForm[];
  yellowCards: TCardForm[];
  redCards: TCardForm[];
  incidents: string;
  recommendations: string;
  additionalNotes: string;
};

const attendance = (): TAttendanceForm => ({
  onTime: true,
  delayMinutes: '0',
  missingPlayers: [],
  presentPlayers: String(PRESENT_PLAYERS_DEFAULT),
});

export function emptyForm(match: TMatch): TReportForm {
  return {
    actualStartTime: instantToLeagueLocalInput(match.date).slice(11),
    startedOnTime: true,
    delayReason: '',
    home: attendance(),
    away: attendance(),
    matchQuality: String(RATING_DEFAULT),
    fairPlay: String(RATING_DEFAULT),
    fieldConditions: String(RATING_DEFAULT),
    weatherConditions: 'excellent',
    homeScore: '',
    awayScore: '',
    homePenalties: '',
    awayPenalties: '',
    goals: [],
    yellowCards: [],
    redCards: [],
    incidents: '',
    recommendations: '',
    additionalNotes: '',
  };
}

export function formFromReport(report: TReport): TReportForm {
  const att = (a: TReport['homeTeamAttendance']): TAttendanceForm => ({
    onTime: a.onTime,
    delayMinutes: String(a.delayMinutes),
    missingPlayers: a.missingPlayers,
    presentPlayers: String(a.presentPlayers),
  });
  const card = (c: TReport['yellowCards'][number]): TCardForm => ({
    teamId: c.teamId,
    playerId: c.playerId,
    minute: String(c.minute),
    reason: c.reason,
  });
  return {
    actualStartTime: report.actualStartTime
      ? instantToLeagueLocalInput(report.actualStartTime).slice(11)
      : '',
    startedOnTime: report.startedOnTime,
    delayReason: report.delayReason,
    home: att(report.homeTeamAttendance),
    away: att(report.awayTeamAttendance),
    matchQuality: String(report.matchQuality),
    fairPlay: String(report.fairPlay),
    fieldConditions: String(report.fieldConditions),
    weatherConditions: report.weatherConditions ?? '',
    homeScore: report.homeScore === null ? '' : String(report.homeScore),
    awayScore: report.awayScore === null ? '' : String(report.awayScore),
    homePenalties: report.penalties ? String(report.penalties.home) : '',
    awayPenalties: report.penalties ? String(report.penalties.away) : '',
    goals: report.goals.map((g) => ({
      teamId: g.teamId,
      playerId: g.playerId,
      minute: String(g.minute),
      assistPlayerId: g.assistPlayerId ?? '',
    })),
    yellowCards: report.yellowCards.map(card),
    redCards: report.redCards.map(card),
    incidents: report.incidents,
    recommendations: report.recommendations,
    additionalNotes: report.additionalNotes,
  };
}

const num = (value: string): number | null =>
  value.trim() === '' || !Number.isFinite(Number(value)) ? null : Number(value);

/** The shoot-out, kept only where it counts: a playoff match level at full time. */
function penaltiesOf(form: TReportForm, isPlayoff: boolean): TReport['penalties'] {
  const [home, away] = [num(form.homeScore), num(form.awayScore)];
  // A draft saved by an older version of this form has no shoot-out fields.
  const pens = { home: num(form.homePenalties ?? ''), away: num(form.awayPenalties ?? '') };
  if (!isPlayoff || home === null || home !== away || pens.home === null || pens.away === null) return null;
  return { home: pens.home, away: pens.away };
}

export type TReportContext = {
  match: TMatch & { id: string };
  refereeId: string;
  playerName: (id: string) => string;
  createdAt: string | null;
};

export function reportFromForm(
  form: TReportForm,
  ctx: TReportContext,
  status: 'draft' | 'submitted',
): TReport & { _id: string } {
  const now = new Date().toISOString();
  const day = instantToLeagueLocalInput(ctx.match.date).slice(0, 10);
  const start = form.actualStartTime
    ? leagueLocalToInstant(`${day}T${form.actualStartTime}`, 'earlier')
    : null;
  const att = (a: TAttendanceForm) => ({
    onTime: a.onTime,
    delayMinutes: a.onTime ? 0 : (num(a.delayMinutes) ?? 0),
    missingPlayers: a.missingPlayers,
    presentPlayers: num(a.presentPlayers) ?? PRESENT_PLAYERS_DEFAULT,
  });
  const card = (c: TCardForm) => ({
    playerId: c.playerId,
    playerName: ctx.playerName(c.playerId),
    teamId: c.teamId,
    minute: num(c.minute) ?? 0,
    reason: c.reason.trim(),
  });
  return {
    _id: docId('report', ctx.match.id),
    type: 'report',
    matchId: ctx.match.id,
    leagueId: ctx.match.leagueId,
    refereeId: ctx.refereeId,
    status,
    homeScore: num(form.homeScore),
    awayScore: num(form.awayScore),
    penalties: penaltiesOf(form, Boolean(ctx.match.playoff)),
    scheduledStartTime: ctx.match.date,
    actualStartTime: start?.ok ? start.instant : null,
    startedOnTime: form.startedOnTime,
    delayReason: form.startedOnTime ? '' : form.delayReason.trim(),
    homeTeamAttendance: att(form.home),
    awayTeamAttendance: att(form.away),
    matchQuality: num(form.matchQuality) ?? 0,
    fairPlay: num(form.fairPlay) ?? 0,
    fieldConditions: num(form.fieldConditions) ?? 0,
    weatherConditions: (form.weatherConditions || null) as TReport['weatherConditions'],
    goals: form.goals.map((g) => ({
      playerId: g.playerId,
      playerName: ctx.playerName(g.playerId),
      teamId: g.teamId,
      minute: num(g.minute) ?? 0,
      assistPlayerId: g.assistPlayerId || null,
      assistPlayerName: g.assistPlayerId ? ctx.playerName(g.assistPlayerId) : null,
    })),
    yellowCards: form.yellowCards.map(card),
    redCards: form.redCards.map(card),
    incidents: form.incidents,
    recommendations: form.recommendations,
    additionalNotes: form.additionalNotes,
    submittedAt: status === 'submitted' ? now : null,
    createdAt: ctx.createdAt ?? now,
    updatedAt: now,
  };
}

/** What the Submit button checks before anything is written, in the order the spec lists. */
export function firstFormProblem(form: TReportForm): string | null {
  for (const [list, label] of [
    [form.goals, t('referee.goal')],
    [form.yellowCards, t('referee.yellowCard')],
    [form.redCards, t('referee.redCard')],
  ] as const) {
    for (const item of list) {
      if (!item.teamId || !item.playerId) return t('referee.chooseATeamAndA', { label });
      const minute = num(item.minute);
      if (minute === null || minute < 1 || minute > 120)
        return t('referee.theMinuteMustBeBetween', { label });
      if ('reason' in item && !item.reason.trim()) return t('referee.giveAReason', { label });
    }
  }
  return null;
}

/**
 * The suspended players the form has taking part (issue #30): not marked missing, or named on a
 * goal, an assist or a card. The referee is warned before submitting; the report still says what
 * happened.
 */
export function suspendedPlaying(
  values: DeepPartial<TReportForm>,
  sides: { side: 'home' | 'away'; players: TPlayer[] }[],
): string[] {
  const named = new Set<string>();
  for (const goal of values.goals ?? []) {
    if (goal?.playerId) named.add(goal.playerId);
    if (goal?.assistPlayerId) named.add(goal.assistPlayerId);
  }
  for (const c of [...(values.yellowCards ?? []), ...(values.redCards ?? [])])
    if (c?.playerId) named.add(c.playerId);
  const names: string[] = [];
  for (const { side, players } of sides) {
    const raw = values[side]?.missingPlayers as unknown;
    const missing = new Set(Array.isArray(raw) ? raw : typeof raw === 'string' && raw ? [raw] : []);
    for (const p of players) if (p.suspended && (!missing.has(p.id) || named.has(p.id))) names.push(p.name);
  }
  return names;
}
