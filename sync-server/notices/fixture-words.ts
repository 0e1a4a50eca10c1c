import { formatLeagueDay, formatLeagueTime } from '../../src/domain/dates.ts';
import type { TFixtureChange } from '../../src/domain/fixture-change.ts';
import { t } from '../../src/i18n/core.ts';
import type { TPushWords, TWords } from './dispatch.ts';

// The words of a schedule change (a fixture moved or called off), by e-mail and on a lock screen,
// built in the recipient's language by the dispatcher.

export type TFixtureMove = {
  home: string;
  away: string;
  was: { date: string; venue: string };
  now: { date: string; venue: string };
};

const when = (date: string) =>
  t('server.mail.when', { day: formatLeagueDay(date), time: formatLeagueTime(date) });
const where = (venue: string) => venue || t('server.mail.venueTba');

/** `footer`: why a captain gets it (their team's setting); a referee's mail has none. */
export function fixtureChangeMail(
  change: TFixtureChange,
  name: string,
  move: TFixtureMove,
  footer: string | null,
): TWords {
  const match = t('server.mail.match', { home: move.home, away: move.away });
  const sign = `\n\n— Pitchside${footer ? `\n${footer}` : ''}`;
  if (change === 'cancelled')
    return {
      subject: t('server.mail.cancelledSubject', { match, day: formatLeagueDay(move.was.date) }),
      about: t('server.mail.cancelledAbout', { match }),
      text:
        t('server.mail.cancelledBody', {
          name,
          match,
          when: when(move.was.date),
          venue: where(move.was.venue),
        }) + sign,
    };
  if (change === 'restored')
    return {
      subject: t('server.mail.restoredSubject', { match, day: formatLeagueDay(move.now.date) }),
      about: t('server.mail.restoredAbout', { match }),
      text:
        t('server.mail.restoredBody', {
          name,
          match,
          when: when(move.now.date),
          venue: where(move.now.venue),
        }) + sign,
    };
  return {
    subject: t('server.mail.movedSubject', { match, day: formatLeagueDay(move.now.date) }),
    about: t('server.mail.movedAbout', { match }),
    text:
      t('server.mail.movedBody', {
        name,
        match,
        when: when(move.now.date),
        venue: where(move.now.venue),
        wasWhen: when(move.was.date),
        wasVenue: where(move.was.venue),
      }) + sign,
  };
}

export function fixtureChangePush(change: TFixtureChange, move: TFixtureMove): TPushWords {
  const match = t('server.mail.match', { home: move.home, away: move.away });
  if (change === 'cancelled')
    return {
      title: t('server.push.cancelledTitle', { match }),
      body: t('server.push.cancelledBody', { when: when(move.was.date), venue: where(move.was.venue) }),
      about: t('server.mail.cancelledAbout', { match }),
    };
  if (change === 'restored')
    return {
      title: t('server.push.restoredTitle', { match }),
      body: t('server.push.restoredBody', { when: when(move.now.date), venue: where(move.now.venue) }),
      about: t('server.mail.restoredAbout', { match }),
    };
  return {
    title: t('server.push.movedTitle', { match }),
    body: t('server.push.movedBody', { when: when(move.now.date), venue: where(move.now.venue) }),
    about: t('server.mail.movedAbout', { match }),
  };
}

/** A referee an admin took off a fixture still to be played (another referee, or none for now). */
export function offFixtureWords(name: string, move: TFixtureMove): { mail: TWords; push: TPushWords } {
  const match = t('server.mail.match', { home: move.home, away: move.away });
  const about = t('server.push.offFixtureAbout', { match });
  return {
    mail: {
      subject: about,
      about,
      text: `${t('server.mail.offFixtureBody', { name, match, when: when(move.was.date) })}\n\n— Pitchside`,
    },
    push: {
      title: t('server.push.offFixtureTitle'),
      body: t('server.push.assignmentBody', { match, when: when(move.was.date) }),
      about,
    },
  };
}
