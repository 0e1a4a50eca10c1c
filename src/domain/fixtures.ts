import { t } from '../i18n/core.ts';
import { leagueLocalToInstant, toLeagueLocal } from './dates.ts';
import { FIXTURE_NOTICE_DAYS } from './fixture-change.ts';

// Fixture helpers for the league screens (public-team-player.md, League games and Team dashboard).
// "Today" and "this week" are New York time, whatever the device's time zone.

type TScore = { home: number; away: number };
type TFixture = { status: string; date: string; score: TScore | null; penalties?: TScore | null };

/** "Home Win", "Away Win" or "Draw" with a score; "Not played" when scheduled; "No score" otherwise. */
export function resultLabel(match: TFixture): string {
  if (match.score && match.status === 'completed') {
    if (match.score.home > match.score.away) return t('app.homeWin');
    if (match.score.home < match.score.away) return t('app.awayWin');
    // A playoff match level at full time was decided on penalties (ADR 062).
    const pens = match.penalties;
    if (pens && pens.home !== pens.away)
      return pens.home > pens.away
        ? t('app.playoff.homeWinOnPenalties')
        : t('app.playoff.awayWinOnPenalties');
    return t('app.draw');
  }
  return match.status === 'scheduled' ? t('app.notPlayed') : t('app.noScore');
}

/** "(4–3 on penalties)" after a level playoff score; empty for any other result. */
export function penaltiesText(match: { status: string; penalties?: TScore | null }): string {
  const pens = match.penalties;
  return pens && match.status === 'completed' ? t('app.playoff.penaltiesScore', pens) : '';
}

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** 'In N days', 'In N hours', otherwise 'Today' (spec: Team dashboard, Upcoming Matches). */
export function countdown(date: string, nowMs: number): string {
  const left = Date.parse(date) - nowMs;
  const days = Math.floor(left / DAY);
  if (days >= 1) return t('app.inDay', { days });
  const hours = Math.floor(left / HOUR);
  if (hours >= 1) return t('app.inHour', { hours });
  return t('app.today');
}

const dayKey = (instant: string | number) => {
  const l = toLeagueLocal(new Date(instant));
  return Date.UTC(l.year, l.month - 1, l.day);
};

/** The match is on today's date in New York. */
export function isToday(date: string, nowMs: number): boolean {
  return dayKey(date) === dayKey(nowMs);
}

/**
 * Within the next 7 days from now (spec: This Week): until the same New York wall-clock time a week
 * later, so the window does not end an hour early or late across a clock change.
 */
export function isThisWeek(date: string, nowMs: number): boolean {
  const at = Date.parse(date);
  return at >= nowMs && at < weekFromNow(nowMs);
}

function weekFromNow(nowMs: number): number {
  const l = toLeagueLocal(new Date(nowMs));
  const day = new Date(Date.UTC(l.year, l.month - 1, l.day + 7));
  const pad = (n: number) => String(n).padStart(2, '0');
  const local = `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}T${pad(l.hour)}:${pad(l.minute)}`;
  const end = leagueLocalToInstant(local, 'earlier');
  // A wall time skipped by the spring change: the week ends an hour later on the clock.
  return end.ok ? Date.parse(end.instant) : nowMs + 7 * DAY;
}

/** Upcoming: a future date and status scheduled (spec §4). */
export function isUpcomingFixture(match: TFixture, nowMs: number): boolean {
  return match.status === 'scheduled' && Date.parse(match.date) > nowMs;
}

/** Called off, and it was to be played in the window the teams are told of (fixture-change.ts). */
export function isCalledOffSoon(match: TFixture, nowMs: number): boolean {
  const at = Date.parse(match.date);
  return match.status === 'cancelled' && at > nowMs && at - nowMs <= FIXTURE_NOTICE_DAYS * DAY;
}
