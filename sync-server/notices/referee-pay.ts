import { createHash } from 'node:crypto';
import { docId } from '../../src/domain/databases.ts';
import { formatLeagueDay } from '../../src/domain/dates.ts';
import { formatCents } from '../../src/domain/money.ts';
import { t } from '../../src/i18n/core.ts';
import { readSettings } from '../admin/smtp.ts';
import type { TAccount } from '../auth/accounts.ts';
import type { TStoredPayment } from '../referee-pay/payments.ts';
import { leagueDbIfListed } from '../storage/directory.ts';
import { readDocs } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { dispatch } from './dispatch.ts';
import { refereeRecipient } from './recipients.ts';

// ADR 058: the referee hears that the league recorded a payment, by e-mail and on their phone, in
// their language: how much, and for which matches. Keyed by the payments written, so a replay of
// the same request tells nothing twice.

const MONTH_MS = 30 * 24 * 3600 * 1000;

/** "Sun, Mar 14 · Astoria v Bushwick" for each payment, in the referee's language when read. */
async function matchLines(
  storage: TStorage,
  payments: TStoredPayment[],
  matches: Map<string, Record<string, unknown>>,
) {
  const names = new Map<string, string>();
  for (const leagueId of new Set(payments.map((p) => p.leagueId))) {
    const db = await leagueDbIfListed(storage, leagueId);
    const teamIds = payments
      .filter((p) => p.leagueId === leagueId)
      .flatMap((p) => [matches.get(p.matchId)?.homeTeamId, matches.get(p.matchId)?.awayTeamId])
      .map(String);
    const teams = db
      ? await readDocs(
          db,
          [...new Set(teamIds)].map((id) => docId('teamPublic', id)),
        )
      : new Map();
    for (const [id, team] of teams) if (team) names.set(id.slice('teamPublic:'.length), String(team.name));
  }
  return (date: (instant: string) => string) =>
    payments.map((p) => {
      const match = matches.get(p.matchId);
      const home = names.get(String(match?.homeTeamId)) ?? '?';
      const away = names.get(String(match?.awayTeamId)) ?? '?';
      return `- ${date(p.matchDate)} · ${home} – ${away} · ${formatCents(p.amountCents)}`;
    });
}

export async function tellPaid(
  storage: TStorage,
  referee: TAccount,
  payments: TStoredPayment[],
  matches: Map<string, Record<string, unknown>>,
) {
  const lines = await matchLines(storage, payments, matches);
  const key = createHash('sha256')
    .update(payments.map((p) => `${p.matchId}@${p._rev}`).join(','))
    .digest('hex')
    .slice(0, 16);
  const values = () => ({
    name: referee.displayName,
    count: payments.length,
    amount: formatCents(payments.reduce((sum, p) => sum + p.amountCents, 0)),
  });
  const note = payments[0]?.note ?? '';
  await dispatch(storage, await readSettings(storage), {
    key: `refereePaid-${referee.id}-${key}`,
    kind: 'refereePaid',
    to: await refereeRecipient(storage, referee),
    expiresAt: new Date(Date.now() + MONTH_MS).toISOString(),
    url: '/referee/dashboard',
    mail: () => {
      const subject = t('server.mail.refereePaidSubject', values());
      const how = note ? `\n\n${t('server.mail.refereePaidNote', { note })}` : '';
      const list = lines((instant) => formatLeagueDay(instant)).join('\n');
      return {
        subject,
        about: subject,
        text: `${t('server.mail.refereePaidBody', values())}\n\n${list}${how}\n\n— Pitchside`,
      };
    },
    push: () => ({
      title: t('server.push.refereePaidTitle'),
      body: t('server.push.refereePaidBody', values()),
      about: t('server.mail.refereePaidSubject', values()),
    }),
  });
}
