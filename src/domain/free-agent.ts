import { z } from 'zod';
import { compareInstants } from './dates.ts';
import { checkedBy, fieldOfMessage } from './forms/checks.ts';
import {
  EMAIL_MAX,
  MAX_FREE_AGENT_LEAGUES,
  MAX_FREE_AGENT_TEAMS,
  NAME_MAX,
  PHONE_INPUT_MAX,
  TEXT_MAX,
} from './limits.ts';
import { MSG } from './messages.ts';
import { phoneDigits } from './phone.ts';
import { checkFreeAgentProfile } from './rules.ts';
import type { TApplicationStatus } from './schemas/free-agent.ts';

// The free agent's side, shared by the wizard and the server: what is sent, and how two profiles
// are recognised as the same person.

/** What the wizard sends. Lengths are capped here; the spec's messages come from checkFreeAgentProfile. */
export const ZFreeAgentProfileInput = z.object({
  firstName: z.string().max(NAME_MAX),
  lastName: z.string().max(NAME_MAX),
  phone: z.string().max(PHONE_INPUT_MAX),
  email: z.string().max(EMAIL_MAX),
  position: z.string().max(20),
  level: z.string().max(20),
  bio: z.string().max(TEXT_MAX),
  leagues: z.array(z.string().max(64)).max(MAX_FREE_AGENT_LEAGUES),
});
export type TFreeAgentProfileForm = z.infer<typeof ZFreeAgentProfileInput>;

export const ZFreeAgentSubmission = ZFreeAgentProfileInput.extend({
  teams: z.array(z.string().max(64)).max(MAX_FREE_AGENT_TEAMS),
  /** Apply as this existing profile (the device holds its private key) instead of a new one. */
  profileId: z.string().max(64).optional(),
});
export type TFreeAgentSubmission = z.infer<typeof ZFreeAgentSubmission>;

export type TContact = { email: string | null; phone: string | null };

/** E-mail lower-cased; phone as its 10 US digits (a leading 1 dropped). Empty is none. */
export function contactOf(input: { email?: string | null; phone?: string | null }): TContact {
  const email = input.email?.trim().toLowerCase() || null;
  let digits = phoneDigits(input.phone ?? '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return { email, phone: digits || null };
}

/** The first of the spec's step-1 messages that applies, or null (a placeholder league, as the spec's step 1). */
export function checkProfileStep(form: TFreeAgentProfileForm): string | null {
  return checkFreeAgentProfile({ ...form, leagues: form.leagues.length ? form.leagues : ['placeholder'] });
}

/** The field each of the profile's messages is about: the form focuses it. */
const profileField = fieldOfMessage(
  () =>
    [
      [MSG.lastNameRequired, 'lastName'],
      [MSG.positionRequired, 'position'],
      [MSG.levelRequired, 'level'],
      [MSG.leagueRequired, 'leagues'],
      [MSG.freeAgentPhone, 'phone'],
      [MSG.freeAgentEmail, 'email'],
    ] as const,
  'firstName',
);

/** The wizard's first step: who the player is (the leagues come next). */
export const ZFreeAgentProfileStep = checkedBy(ZFreeAgentProfileInput, checkProfileStep, profileField);
/** A profile edited from the private link: the leagues too. */
export const ZFreeAgentProfileEdit = checkedBy(ZFreeAgentProfileInput, checkFreeAgentProfile, profileField);

/** "Maria G.": what a stranger who typed the same e-mail may learn of a profile. */
export function shortName(firstName: string, lastName: string): string {
  return lastName ? `${firstName} ${lastName.slice(0, 1).toUpperCase()}.` : firstName;
}

/** What a captain still has to answer comes first; then the newest. */
export function applicationOrder(
  a: { status: TApplicationStatus; createdAt: string },
  b: { status: TApplicationStatus; createdAt: string },
): number {
  const rank = (s: TApplicationStatus) => (s === 'pending' ? 0 : s === 'contacted' ? 1 : 2);
  return rank(a.status) - rank(b.status) || compareInstants(b.createdAt, a.createdAt);
}
