import { formatLeagueDay, formatLeagueTime } from '../../src/domain/dates.ts';

// The words of each notification. Plain text: it reads the same in every mail client, and a
// captain at the field reads it on a lock screen.

export type TSide = { name: string; captainName: string };
export type TFixture = { home: TSide; away: TSide; date: string; venue: string };

const when = (date: string) => `${formatLeagueDay(date)} at ${formatLeagueTime(date)} (New York time)`;
const sign = '\n\n— Pitchside\nYou get this because your team has e-mail notifications on (team settings).';

export function reminderMail(fixture: TFixture, side: 'home' | 'away') {
  const us = fixture[side];
  const them = fixture[side === 'home' ? 'away' : 'home'];
  return {
    subject: `Reminder: ${fixture.home.name} vs ${fixture.away.name}, ${formatLeagueDay(fixture.date)}`,
    about: `Reminder: ${fixture.home.name} vs ${fixture.away.name}`,
    text:
      `Hello ${us.captainName},\n\n` +
      `${us.name} plays ${them.name} in two days.\n\n` +
      `Kick-off: ${when(fixture.date)}\n` +
      `Where: ${fixture.venue || 'to be announced'}\n` +
      `${us.name} is the ${side} team.\n\n` +
      'Please make sure at least 7 players can come.' +
      sign,
  };
}

export function resultMail(fixture: TFixture, score: { home: number; away: number }, captainName: string) {
  const line = `${fixture.home.name} ${score.home}-${score.away} ${fixture.away.name}`;
  return {
    subject: `Result: ${line}`,
    about: `Result: ${line}`,
    text:
      `Hello ${captainName},\n\n` +
      `The referee's report for your match on ${when(fixture.date)} was accepted.\n\n` +
      `Final score: ${line}\n\n` +
      'The standings and statistics are updated: open Pitchside to see them.' +
      sign,
  };
}

export function rejectedMail(fixture: TFixture, refereeName: string, reasons: string[]) {
  const match = `${fixture.home.name} vs ${fixture.away.name}`;
  return {
    subject: `Your match report needs a correction: ${match}`,
    about: `Report not accepted: ${match}`,
    text:
      `Hello ${refereeName},\n\n` +
      `Your report for ${match} on ${when(fixture.date)} was not accepted:\n\n` +
      reasons.map((reason) => `- ${reason}`).join('\n') +
      '\n\nOpen the report in Pitchside, correct it and submit it again.' +
      '\n\n— Pitchside',
  };
}

export type TApplicant = { name: string; position: string; level: string; bio: string };

export function applicationMail(teamName: string, captainName: string, applicant: TApplicant) {
  return {
    subject: `New application to ${teamName}: ${applicant.name} (${applicant.position})`,
    about: `Application: ${applicant.name} to ${teamName}`,
    text:
      `Hello ${captainName},\n\n` +
      `${applicant.name} would like to play for ${teamName}.\n\n` +
      `Position: ${applicant.position}\nLevel: ${applicant.level}\n` +
      (applicant.bio ? `About: ${applicant.bio}\n` : '') +
      '\nOpen Applications on your team dashboard to see their contact details and answer.' +
      sign,
  };
}
