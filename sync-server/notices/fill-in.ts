import { t } from '../../src/i18n/core.ts';
import { readSettings } from '../admin/smtp.ts';
import { profileLocale } from '../free-agents/profiles.ts';
import { teamSign, when } from '../mail/compose.ts';
import { fixtureOf } from '../mail/notify.ts';
import type { TPouchDoc } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { dispatch } from './dispatch.ts';
import { captainOf, mailOnly } from './recipients.ts';

// ADR 076: the free agent hears of a team's ask by e-mail (they have no account, so no phone
// notices); the captain hears of a "coming" by e-mail and on their phones, under the choice for
// players' answers (`availability`). Each keyed by its ask, so it goes once.

const DAY_MS = 24 * 3600_000;

type TAskMail = {
  teamId: string;
  teamName: string;
  freeAgentId: string;
  firstName: string;
  email: string | null;
  match: { id: string; date: string };
};

/** An e-mail to the free agent about the team's ask: `what` says which one, and keys it. */
async function mailFreeAgent(storage: TStorage, ask: TAskMail, what: 'ask' | 'withdrawn') {
  if (!ask.email) return;
  const found = await fixtureOf(storage, ask.match as unknown as TPouchDoc);
  if (!found) return;
  const { fixture } = found;
  const opponent = fixture.home.name === ask.teamName ? fixture.away.name : fixture.home.name;
  const words = {
    name: ask.firstName,
    team: ask.teamName,
    opponent,
    when: when(ask.match.date),
    venue: fixture.venue,
  };
  const [subject, body] =
    what === 'ask'
      ? (['server.mail.fillInSubject', 'server.mail.fillInBody'] as const)
      : (['server.mail.fillInWithdrawnSubject', 'server.mail.fillInWithdrawnBody'] as const);
  await dispatch(storage, await readSettings(storage), {
    key: `fill-in-${what === 'ask' ? '' : 'withdrawn-'}${ask.teamId}-${ask.freeAgentId}-${ask.match.id}`,
    kind: 'fillIn',
    to: mailOnly(ask.email, await profileLocale(storage, ask.freeAgentId)),
    expiresAt: ask.match.date,
    url: '/free-agent',
    mail: () => ({
      subject: t(subject, { team: ask.teamName }),
      about: t(subject, { team: ask.teamName }),
      text: `${t(body, words)}\n\n— Pitchside`,
    }),
    push: null,
  });
}

export const notifyFillInAsked = (storage: TStorage, ask: TAskMail) => mailFreeAgent(storage, ask, 'ask');

/** Withdrawn after they said they are coming: they must not go to the field for nothing. */
export const notifyFillInWithdrawn = (storage: TStorage, ask: TAskMail) =>
  mailFreeAgent(storage, ask, 'withdrawn');

export async function notifyFillInComing(
  storage: TStorage,
  coming: { teamId: string; matchId: string; freeAgentId: string; name: string; date: string },
) {
  const captain = await captainOf(storage, coming.teamId);
  if (!captain) return;
  const { team, to } = captain;
  const words = { name: coming.name, when: when(coming.date) };
  await dispatch(storage, await readSettings(storage), {
    key: `fill-in-coming-${coming.teamId}-${coming.freeAgentId}-${coming.matchId}`,
    kind: 'availability',
    to,
    expiresAt: new Date(Math.max(Date.parse(coming.date), Date.now() + DAY_MS)).toISOString(),
    url: `/teams/${coming.teamId}/matches/${coming.matchId}/fill-ins`,
    mail: () => ({
      subject: t('server.mail.fillInComingSubject', { name: coming.name }),
      about: t('server.mail.fillInComingSubject', { name: coming.name }),
      text: t('server.mail.fillInComingBody', { captain: team.captainName, ...words }) + teamSign(),
    }),
    push: () => ({
      title: t('server.push.fillInComingTitle'),
      body: t('server.push.fillInComingBody', words),
      about: t('server.mail.fillInComingSubject', { name: coming.name }),
    }),
  });
}
