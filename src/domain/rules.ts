// Field rules of spec §5 (both files). Each returns the spec's first message, or null when valid;
// forms show it, and the server runs the same function before it stores anything.

import { t } from '../i18n/core.ts';
import {
  FREE_AGENT_COOLDOWN_SECONDS,
  IMPORT_TEAM_ID_MIN_LENGTH,
  JERSEY_MAX,
  JERSEY_MIN,
  MIN_ROSTER_TO_FINISH,
  PASSWORD_MIN_LENGTH,
} from './limits.ts';
import { MSG } from './messages.ts';
import { isInternationalPhone, isUsPhone, normalisePhone } from './phone.ts';

type TMessage = string | null;
const blank = (s: string | null | undefined) => !s || s.trim() === '';
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmailShape = (email: string) => EMAIL_SHAPE.test(email.trim());

export function checkLogin(email: string, password: string): TMessage {
  if (blank(email) || password === '') return MSG.fillAllFields;
  if (!isEmailShape(email)) return MSG.invalidEmailAddress;
  return null;
}

export function checkTeamSignupTeam(v: { teamName: string; leagueId: string }): TMessage {
  return blank(v.teamName) || blank(v.leagueId) ? MSG.fillAllFields : null;
}

export function checkTeamSignupCaptain(v: { captainName: string; captainPhone: string }): TMessage {
  if (blank(v.captainName) || blank(v.captainPhone)) return MSG.fillAllFields;
  return isInternationalPhone(normalisePhone(v.captainPhone)) ? null : MSG.invalidUsPhone;
}

export function checkNewPassword(
  password: string,
  confirm: string,
  mismatch: string = MSG.passwordsDoNotMatch,
): TMessage {
  if (password !== confirm) return mismatch;
  if (password.length < PASSWORD_MIN_LENGTH) return MSG.passwordTooShort;
  return null;
}

export function checkTeamSignupAccount(v: {
  email: string;
  password: string;
  confirmPassword: string;
}): TMessage {
  if (blank(v.email) || v.password === '' || v.confirmPassword === '') return MSG.fillAllFields;
  if (!isEmailShape(v.email)) return MSG.invalidEmail;
  return checkNewPassword(v.password, v.confirmPassword);
}

export function checkPasswordChange(v: { newPassword: string; confirmPassword: string }): TMessage {
  return checkNewPassword(v.newPassword, v.confirmPassword, MSG.newPasswordsDoNotMatch);
}

export function checkCaptainInfo(v: { name: string; phone: string }): TMessage {
  if (blank(v.name)) return MSG.captainNameRequired;
  if (!blank(v.phone) && !isInternationalPhone(normalisePhone(v.phone))) return MSG.invalidPhone;
  return null;
}

/** A jersey number as typed: empty means none (stored 0); otherwise 1 to 99. */
export function parseJerseyInput(input: string | number | null | undefined): number | 'invalid' {
  if (input === null || input === undefined || String(input).trim() === '') return 0;
  const n = Number(input);
  return Number.isInteger(n) && n >= JERSEY_MIN && n <= JERSEY_MAX ? n : 'invalid';
}

export type TRosterLine = { firstName: string; lastName: string; jerseyNumber: number };
const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName.trim()} ${p.lastName.trim()}`;

/** Add or edit a player: names required, and a jersey number held by a teammate names its holder. */
export function checkPlayer(
  player: TRosterLine,
  teammates: (TRosterLine & { id: string })[],
  selfId?: string,
): TMessage {
  if (blank(player.firstName) || blank(player.lastName)) return MSG.playerNamesRequired;
  if (player.jerseyNumber === 0) return null;
  if (player.jerseyNumber < JERSEY_MIN || player.jerseyNumber > JERSEY_MAX)
    return t('app.jerseyNumberMustBeBetween');
  const holder = teammates.find((t) => t.id !== selfId && t.jerseyNumber === player.jerseyNumber);
  return holder ? MSG.jerseyTaken(player.jerseyNumber, fullName(holder)) : null;
}

/** Jersey numbers used more than once (0 means none and never clashes). */
export function duplicateJerseys(players: { jerseyNumber: number }[]): number[] {
  const seen = new Map<number, number>();
  for (const p of players)
    if (p.jerseyNumber > 0) seen.set(p.jerseyNumber, (seen.get(p.jerseyNumber) ?? 0) + 1);
  return [...seen]
    .filter(([, count]) => count > 1)
    .map(([n]) => n)
    .sort((a, b) => a - b);
}

/** Roster builder, Finish Onboarding. Rows with both names empty are ignored. */
export function checkRosterToFinish(rows: TRosterLine[]): TMessage {
  const filled = rows.filter((r) => !blank(r.firstName) || !blank(r.lastName));
  if (filled.some((r) => blank(r.firstName) || blank(r.lastName))) return MSG.playerNamesRequired;
  if (filled.length < MIN_ROSTER_TO_FINISH) return MSG.rosterMinimum;
  const dupes = duplicateJerseys(filled);
  return dupes.length ? `${MSG.duplicateJerseys}: ${dupes.join(', ')}` : null;
}

/** Roster builder, Save Draft: at least one player with both names. */
export function checkRosterDraft(rows: TRosterLine[]): TMessage {
  return rows.some((r) => !blank(r.firstName) && !blank(r.lastName)) ? null : MSG.draftNeedsPlayer;
}

export function playersStillNeeded(count: number): number {
  return Math.max(0, MIN_ROSTER_TO_FINISH - count);
}

export type TFreeAgentProfileInput = {
  firstName: string;
  lastName: string;
  position: string;
  level: string;
  leagues: string[];
  phone: string;
  email: string;
};

export function checkFreeAgentProfile(v: TFreeAgentProfileInput): TMessage {
  if (blank(v.firstName)) return MSG.firstNameRequired;
  if (blank(v.lastName)) return MSG.lastNameRequired;
  if (blank(v.position)) return MSG.positionRequired;
  if (blank(v.level)) return MSG.levelRequired;
  if (v.leagues.length === 0) return MSG.leagueRequired;
  if (!blank(v.phone) && !isUsPhone(v.phone)) return MSG.freeAgentPhone;
  if (!blank(v.email) && !isEmailShape(v.email)) return MSG.freeAgentEmail;
  return null;
}

/** Seconds left before another free-agent submission is allowed, or 0. */
export function freeAgentWaitSeconds(lastSubmissionMs: number | null, nowMs: number): number {
  if (lastSubmissionMs === null) return 0;
  const left = FREE_AGENT_COOLDOWN_SECONDS * 1000 - (nowMs - lastSubmissionMs);
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

export function checkRefereeCreation(v: { email: string; password: string; displayName: string }): TMessage {
  if (blank(v.email) || v.password === '' || blank(v.displayName)) return MSG.fillRequiredFields;
  if (!isEmailShape(v.email)) return MSG.invalidEmail;
  if (v.password.length < PASSWORD_MIN_LENGTH) return MSG.passwordTooShort;
  return null;
}

/** Match import (admin-referee.md §5): the placeholder prefix means "replace with a real id". */
export const IMPORT_PLACEHOLDER_PREFIX = 'REPLACE_';
export function isImportTeamIdValid(id: string): boolean {
  return (
    id.trim() !== '' && !id.startsWith(IMPORT_PLACEHOLDER_PREFIX) && id.length >= IMPORT_TEAM_ID_MIN_LENGTH
  );
}
