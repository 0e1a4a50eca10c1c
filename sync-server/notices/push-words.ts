import { formatLeagueDay, formatLeagueTime } from '../../src/domain/dates.ts';
import { valueLabel } from '../../src/domain/labels.ts';
import { t } from '../../src/i18n/core.ts';
import type { TPushWords } from './dispatch.ts';

// What a phone's lock screen shows (issue #33): a title that says what happened, one line of
// detail. Built in the recipient's language by the dispatcher.

const when = (date: string) =>
  t('server.mail.when', { day: formatLeagueDay(date), time: formatLeagueTime(date) });
const match = (home: string, away: string) => t('server.mail.match', { home, away });

export const reminderPush = (home: string, away: string, date: string, venue: string): TPushWords => ({
  title: t('server.push.reminderTitle', { match: match(home, away) }),
  body: t('server.push.reminderBody', { when: when(date), venue: venue || t('server.mail.venueTba') }),
  about: t('server.mail.reminderAbout', { home, away }),
});

export const resultPush = (line: string): TPushWords => ({
  title: t('server.push.resultTitle'),
  body: line,
  about: t('server.mail.resultSubject', { line }),
});

export const rejectedPush = (home: string, away: string): TPushWords => ({
  title: t('server.push.rejectedTitle'),
  body: t('server.push.rejectedBody', { match: match(home, away) }),
  about: t('server.mail.rejectedAbout', { match: match(home, away) }),
});

export const applicationPush = (team: string, name: string, position: string): TPushWords => ({
  title: t('server.push.applicationTitle'),
  body: t('server.push.applicationBody', { name, team, position: valueLabel(position) }),
  about: t('server.mail.applicationAbout', { team, name }),
});

export const suspensionPush = (name: string, remaining: number): TPushWords => ({
  title: t('server.push.suspensionTitle'),
  body: t('server.push.suspensionBody', { name, count: remaining }),
  about: t('server.mail.suspensionSubject', { name }),
});

/** To the suspended player's own phone (ADR 067): their link's page says which matches. */
export const playerSuspensionPush = (remaining: number): TPushWords => ({
  title: t('server.push.youAreSuspendedTitle'),
  body: t('server.push.youAreSuspendedBody', { count: remaining }),
  about: t('server.push.youAreSuspendedTitle'),
});

export const confirmationPush = (line: string, closesAt: string): TPushWords => ({
  title: t('server.push.confirmationTitle'),
  body: t('server.push.confirmationBody', { line, when: when(closesAt) }),
  about: t('server.mail.confirmSubject', { line }),
});

export const disputePush = (line: string, team: string): TPushWords => ({
  title: t('server.push.disputeTitle'),
  body: t('server.push.disputeBody', { line, team }),
  about: t('server.mail.disputeSubject', { line }),
});

export const shortPush = (date: string, coming: number, needed: number): TPushWords => ({
  title: t('server.push.shortTitle'),
  body: t('server.push.shortBody', { coming, needed, when: when(date) }),
  about: t('server.mail.shortSubject', { coming, when: when(date) }),
});

export const assignmentPush = (home: string, away: string, date: string): TPushWords => ({
  title: t('server.push.assignmentTitle'),
  body: t('server.push.assignmentBody', { match: match(home, away), when: when(date) }),
  about: t('server.push.assignmentAbout', { match: match(home, away) }),
});

export const reportDuePush = (home: string, away: string): TPushWords => ({
  title: t('server.push.reportDueTitle'),
  body: t('server.push.reportDueBody', { match: match(home, away) }),
  about: t('server.push.reportDueAbout', { match: match(home, away) }),
});

export const unansweredPush = (team: string, opponent: string, date: string): TPushWords => ({
  title: t('server.push.unansweredTitle'),
  body: t('server.push.unansweredBody', { match: match(team, opponent), when: when(date) }),
  about: t('server.push.unansweredAbout', { match: match(team, opponent) }),
});
