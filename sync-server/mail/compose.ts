import { formatLeagueDay, formatLeagueTime } from '../../src/domain/dates.ts';
import { captainKitLine } from '../../src/domain/kit-words.ts';
import type { TKit } from '../../src/domain/kits.ts';
import { valueLabel } from '../../src/domain/labels.ts';
import { t } from '../../src/i18n/core.ts';

// The words of each notification, in the language of the caller's context: notify.ts runs each
// in its recipient's (issue #29). Plain text: it reads the same in every mail client, and a
// captain at the field reads it on a lock screen.

/** `kit`: the team's colours, where the message says what to wear (ADR 073). */
export type TSide = { name: string; captainName: string; kit?: TKit | null };
export type TFixture = { home: TSide; away: TSide; date: string; venue: string };

/** A kick-off as e-mails say it, in the reader's language. */
export const when = (date: string) =>
  t('server.mail.when', { day: formatLeagueDay(date), time: formatLeagueTime(date) });
/** The closing of an e-mail to a captain. */
export const teamSign = () => `\n\n— Pitchside\n${t('server.mail.teamFooter')}`;

export function reminderMail(fixture: TFixture, side: 'home' | 'away') {
  const us = fixture[side];
  const them = fixture[side === 'home' ? 'away' : 'home'];
  const match = { home: fixture.home.name, away: fixture.away.name };
  return {
    subject: t('server.mail.reminderSubject', { ...match, day: formatLeagueDay(fixture.date) }),
    about: t('server.mail.reminderAbout', match),
    text:
      t('server.mail.reminderBody', {
        captain: us.captainName,
        us: us.name,
        them: them.name,
        when: when(fixture.date),
        venue: fixture.venue || t('server.mail.venueTba'),
        side,
      }) +
      kitParagraph(us.kit ?? null, them.kit ?? null, side === 'home', them.name) +
      teamSign(),
  };
}

/** What the captain's team wears, and who changes on a clash; nothing while its colours are unset. */
const kitParagraph = (...args: Parameters<typeof captainKitLine>) => {
  const line = captainKitLine(...args);
  return line ? `\n\n${line.text}` : '';
};

export function resultMail(fixture: TFixture, score: { home: number; away: number }, captainName: string) {
  const line = `${fixture.home.name} ${score.home}-${score.away} ${fixture.away.name}`;
  return {
    subject: t('server.mail.resultSubject', { line }),
    about: t('server.mail.resultSubject', { line }),
    text: t('server.mail.resultBody', { captain: captainName, when: when(fixture.date), line }) + teamSign(),
  };
}

export function rejectedMail(fixture: TFixture, refereeName: string, reasons: string[]) {
  const match = t('server.mail.match', { home: fixture.home.name, away: fixture.away.name });
  return {
    subject: t('server.mail.rejectedSubject', { match }),
    about: t('server.mail.rejectedAbout', { match }),
    text: `${t('server.mail.rejectedBody', {
      referee: refereeName,
      match,
      when: when(fixture.date),
      reasons: reasons.map((reason) => `- ${reason}`).join('\n'),
    })}\n\n— Pitchside`,
  };
}

export type TApplicant = { name: string; position: string; level: string; bio: string };

export function applicationMail(teamName: string, captainName: string, applicant: TApplicant) {
  const position = valueLabel(applicant.position);
  return {
    subject: t('server.mail.applicationSubject', { team: teamName, name: applicant.name, position }),
    about: t('server.mail.applicationAbout', { team: teamName, name: applicant.name }),
    text:
      t('server.mail.applicationBody', {
        captain: captainName,
        name: applicant.name,
        team: teamName,
        position,
        level: valueLabel(applicant.level),
        bio: applicant.bio ? `${t('server.mail.about', { bio: applicant.bio })}\n` : '',
      }) + teamSign(),
  };
}

export function suspensionMail(
  captainName: string,
  ban: { playerName: string; kind: string; minute: number; date: string; remaining: number },
) {
  const why = t('server.mail.banWhy', { kind: ban.kind, minute: ban.minute, day: formatLeagueDay(ban.date) });
  return {
    subject: t('server.mail.suspensionSubject', { name: ban.playerName }),
    about: t('server.mail.suspensionSubject', { name: ban.playerName }),
    text:
      t('server.mail.suspensionBody', {
        captain: captainName,
        name: ban.playerName,
        why,
        count: ban.remaining,
      }) + teamSign(),
  };
}

export function confirmationMail(captainName: string, line: string, closesAt: string) {
  return {
    subject: t('server.mail.confirmSubject', { line }),
    about: t('server.mail.confirmSubject', { line }),
    text:
      t('server.mail.confirmBody', {
        captain: captainName,
        line,
        day: formatLeagueDay(closesAt),
        time: formatLeagueTime(closesAt),
      }) + teamSign(),
  };
}

export function disputeMail(line: string, teamName: string, reason: string) {
  return {
    subject: t('server.mail.disputeSubject', { line }),
    about: t('server.mail.disputeSubject', { line }),
    text: `${t('server.mail.disputeBody', { line, team: teamName, reason })}\n\n— Pitchside`,
  };
}

export function shortMail(captainName: string, kickOff: string, coming: number, needed: number) {
  return {
    subject: t('server.mail.shortSubject', { coming, when: when(kickOff) }),
    about: t('server.mail.shortSubject', { coming, when: when(kickOff) }),
    text:
      t('server.mail.shortBody', { captain: captainName, coming, needed, when: when(kickOff) }) + teamSign(),
  };
}

export type TUnassignedLine = { home: string; away: string; date: string; venue: string };

/** A deactivated referee: the matches that are no longer theirs (issue #35). */
export function unassignedMail(refereeName: string, matches: TUnassignedLine[]) {
  const lines = matches
    .map((m) => `- ${t('server.mail.match', { home: m.home, away: m.away })}: ${when(m.date)}, ${m.venue}`)
    .join('\n');
  return {
    subject: t('server.mail.unassignedSubject', { count: matches.length }),
    about: t('server.mail.unassignedSubject', { count: matches.length }),
    text: `${t('server.mail.unassignedBody', { name: refereeName, lines })}\n\n— Pitchside`,
  };
}

/** A referee: an admin gave them a match (issue #33). */
export function assignmentMail(refereeName: string, fixture: TFixture) {
  const match = t('server.mail.match', { home: fixture.home.name, away: fixture.away.name });
  return {
    subject: t('server.push.assignmentAbout', { match }),
    about: t('server.push.assignmentAbout', { match }),
    text: `${t('server.mail.assignmentBody', {
      referee: refereeName,
      match,
      when: when(fixture.date),
      venue: fixture.venue || t('server.mail.venueTba'),
    })}\n\n— Pitchside`,
  };
}

/** A referee: the match is over and its report is not in (issue #33). */
export function reportDueMail(refereeName: string, fixture: TFixture) {
  const match = t('server.mail.match', { home: fixture.home.name, away: fixture.away.name });
  return {
    subject: t('server.push.reportDueAbout', { match }),
    about: t('server.push.reportDueAbout', { match }),
    text: `${t('server.mail.reportDueBody', { referee: refereeName, match, when: when(fixture.date) })}\n\n— Pitchside`,
  };
}

/** A free agent: a recruiting team invites them (issue #33). They answer on their private page. */
export function invitationMail(firstName: string, teamName: string) {
  return {
    subject: t('server.mail.invitationSubject', { team: teamName }),
    about: t('server.mail.invitationSubject', { team: teamName }),
    text: `${t('server.mail.invitationBody', { name: firstName, team: teamName })}\n\n— Pitchside`,
  };
}
