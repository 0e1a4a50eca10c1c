import { formatCalendarDate } from '../../src/domain/dates.ts';
import { t } from '../../src/i18n/core.ts';
import { readSettings } from '../admin/smtp.ts';
import type { TStorage } from '../storage/storage.ts';
import { dispatch } from './dispatch.ts';
import { captainOf } from './recipients.ts';

// ADR 055: a returning team's captain hears that the team is in the league's next season, by
// e-mail and on their phone, in their own language. Keyed by the new team: a request finished
// a second time (a plan left running) tells nobody twice.

const TWO_WEEKS_MS = 14 * 24 * 3600 * 1000;

export type TSeasonFacts = { league: string; season: string; startDate: string; endDate: string };

export async function tellCaptainOfNextSeason(storage: TStorage, teamId: string, facts: TSeasonFacts) {
  const captain = await captainOf(storage, teamId);
  if (!captain) return;
  const { team, to } = captain;
  const values = () => ({
    team: team.name,
    league: facts.league,
    season: facts.season,
    start: formatCalendarDate(facts.startDate),
    end: formatCalendarDate(facts.endDate),
  });
  await dispatch(storage, await readSettings(storage), {
    key: `next-season-${teamId}`,
    kind: 'nextSeason',
    to,
    expiresAt: new Date(Date.now() + TWO_WEEKS_MS).toISOString(),
    url: `/teams/${teamId}/dashboard`,
    mail: () => {
      const subject = t('server.mail.nextSeasonSubject', values());
      const body = t('server.mail.nextSeasonBody', { ...values(), captain: team.captainName });
      return { subject, about: subject, text: `${body}\n\n— Pitchside\n${t('server.mail.teamFooter')}` };
    },
    push: () => {
      const title = t('server.mail.nextSeasonSubject', values());
      return { title, body: t('server.push.nextSeasonBody'), about: title };
    },
  });
}
