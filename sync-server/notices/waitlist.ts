import { t } from '../../src/i18n/core.ts';
import { readSettings } from '../admin/smtp.ts';
import type { TStorage } from '../storage/storage.ts';
import type { TStoredEntry } from '../waitlist/entries.ts';
import { dispatch } from './dispatch.ts';
import { mailOnly } from './recipients.ts';

// ADR 057: a team on a league's waiting list hears twice, by e-mail in the language it asked in:
// that it is on the list (and where), and when the admin offers it a free place. It has no account
// yet, so no push and no choices; each is keyed by the entry, so nothing is sent twice.

const WEEK_MS = 7 * 24 * 3600 * 1000;

const recipientOf = (entry: TStoredEntry) => mailOnly(entry.email, entry.locale);

const keyOf = (entry: TStoredEntry) => entry._id.slice('waitlistEntry:'.length);

export async function tellJoined(
  storage: TStorage,
  entry: TStoredEntry,
  facts: { league: string; season: string; position: number },
) {
  const values = { team: entry.teamName, captain: entry.captainName, ...facts };
  await dispatch(storage, await readSettings(storage), {
    key: `waitlist-${keyOf(entry)}`,
    kind: 'waitlist',
    to: recipientOf(entry),
    expiresAt: new Date(Date.now() + WEEK_MS).toISOString(),
    url: '/leagues',
    mail: () => {
      const subject = t('server.mail.waitlistSubject', values);
      return { subject, about: subject, text: `${t('server.mail.waitlistBody', values)}\n\n— Pitchside` };
    },
    push: null,
  });
}

/** `link`: where the team signs up, on the site the admin offered it from (null: not known). */
export async function tellOffered(
  storage: TStorage,
  entry: TStoredEntry,
  facts: { league: string; season: string; link: string | null },
) {
  const values = {
    team: entry.teamName,
    captain: entry.captainName,
    league: facts.league,
    season: facts.season,
  };
  await dispatch(storage, await readSettings(storage), {
    key: `waitlist-offer-${keyOf(entry)}`,
    kind: 'waitlistOffer',
    to: recipientOf(entry),
    expiresAt: new Date(Date.now() + WEEK_MS).toISOString(),
    url: '/team-signup',
    mail: () => {
      const subject = t('server.mail.waitlistOfferSubject', values);
      const how = facts.link
        ? t('server.mail.waitlistOfferLink', { link: facts.link })
        : t('server.mail.waitlistOfferHow', values);
      const text = `${t('server.mail.waitlistOfferBody', values)}\n\n${how}\n\n— Pitchside`;
      return { subject, about: subject, text };
    },
    push: null,
  });
}
