import { docId, leagueDbName, teamDbName } from '../../src/domain/databases.ts';
import { formatCalendarDate } from '../../src/domain/dates.ts';
import { rosterClosesAt } from '../../src/domain/roster-deadline.ts';
import { t } from '../../src/i18n/core.ts';
import { readSettings } from '../admin/smtp.ts';
import { getOrNull, type TPouchDoc } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { dispatch } from './dispatch.ts';
import { captainOf } from './recipients.ts';

// ADR 048: captains hear that their league's rosters close, three days before they do, by e-mail
// and on their phones, in their own language. Keyed by the league, the deadline and the team:
// a second sweep or a second instance sends nothing twice, and a deadline moved to another day is
// news again. A team still setting up is not told: it may add players after the deadline.

/** How long before rosters close the captains hear of it. */
export const ROSTER_NOTICE_LEAD_MS = 3 * 24 * 3600 * 1000;

/** The leagues and deadlines this process has told every captain of: one pass each, not one per sweep. */
const toldByStorage = new WeakMap<TStorage, Set<string>>();

/** Tells the captains of `league` (a stored `league:` document) if its rosters close within the lead. */
export async function notifyRosterDeadline(storage: TStorage, league: TPouchDoc, now = Date.now()) {
  const deadline = league.rosterDeadline;
  const closes = rosterClosesAt(deadline);
  if (!closes || typeof deadline !== 'string') return;
  const closesAt = Date.parse(closes);
  if (now >= closesAt || closesAt - now > ROSTER_NOTICE_LEAD_MS) return;
  const leagueId = league._id.slice('league:'.length);
  const told = toldByStorage.get(storage) ?? new Set<string>();
  toldByStorage.set(storage, told);
  const pass = `${leagueId}:${deadline}`;
  if (told.has(pass)) return;
  const [mirrors, settings] = await Promise.all([
    storage.db(leagueDbName(leagueId)).allDocs({ startkey: 'teamPublic:', endkey: 'teamPublic:\uffff' }),
    readSettings(storage),
  ]);
  const leagueName = String(league.name ?? '');
  for (const row of mirrors.rows) {
    const teamId = row.id.slice('teamPublic:'.length);
    const record = await getOrNull(storage.db(teamDbName(teamId)), docId('team', teamId)).catch(() => null);
    if ((record?.onboarding as { status?: string } | undefined)?.status !== 'complete') continue;
    const captain = await captainOf(storage, teamId);
    if (!captain) continue;
    const { team, to } = captain;
    const words = () => {
      const values = { league: leagueName, date: formatCalendarDate(deadline), team: team.name };
      return { subject: t('server.mail.rosterDeadlineSubject', values), values };
    };
    await dispatch(storage, settings, {
      key: `roster-${leagueId}-${deadline}-${teamId}`,
      kind: 'rosterDeadline',
      to,
      expiresAt: closes,
      url: `/teams/${teamId}/settings`,
      mail: () => {
        const { subject, values } = words();
        const body = t('server.mail.rosterDeadlineBody', { ...values, captain: team.captainName });
        return {
          subject,
          about: subject,
          text: `${body}\n\n— Pitchside\n${t('server.mail.teamFooter')}`,
        };
      },
      push: () => {
        const { subject, values } = words();
        return { title: subject, body: t('server.push.rosterDeadlineBody', values), about: subject };
      },
    });
  }
  told.add(pass);
}
