import { formatCalendarDate } from '../../src/domain/dates.ts';
import { dueSummary } from '../../src/domain/dues.ts';
import { formatCents } from '../../src/domain/money.ts';
import type { TTeamDue } from '../../src/domain/schemas/dues.ts';
import { t } from '../../src/i18n/core.ts';
import type { TPouchDoc } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { dispatch } from './dispatch.ts';
import { linkedAudience } from './team-messages.ts';

// ADR 065: the captain's reminder rings the phones of the players in a collection who have not
// paid and turned notices on from their link, in each phone's language. Keyed by collection,
// reminder and player: a replay or a second instance sends nothing twice. A reminder a phone sends
// a day late (it was offline) rings nobody.

const DAY_MS = 24 * 3600 * 1000;

type TChange = { before: TPouchDoc | null; after: TPouchDoc };

export async function remindUnpaid(storage: TStorage, teamId: string, changes: readonly TChange[]) {
  const now = Date.now();
  const fresh = changes.filter(
    ({ before, after }) =>
      !after._deleted &&
      typeof after.remindedAt === 'string' &&
      after.remindedAt !== before?.remindedAt &&
      now - Date.parse(after.remindedAt) < DAY_MS,
  );
  if (fresh.length === 0) return;
  const { players, team, settings } = await linkedAudience(storage, teamId);
  for (const { after } of fresh) {
    const due = after as unknown as TTeamDue & { _id: string };
    const id = due._id.slice('teamDue:'.length);
    const unpaid = new Set(dueSummary(due).unpaidIds);
    for (const { playerId, to } of players.filter((p) => unpaid.has(p.playerId))) {
      await dispatch(storage, settings, {
        key: `due-reminder-${id}-${Date.parse(due.remindedAt!)}-${playerId}`,
        kind: 'dueReminder',
        to,
        expiresAt: new Date(Date.parse(due.remindedAt!) + DAY_MS).toISOString(),
        url: '/availability',
        mail: null,
        push: () => ({
          title: t('server.push.dueTitle', { team }),
          body: due.dueDate
            ? t('server.push.dueBodyBy', {
                title: due.title,
                amount: formatCents(due.amountCents),
                date: formatCalendarDate(due.dueDate),
              })
            : t('server.push.dueBody', { title: due.title, amount: formatCents(due.amountCents) }),
          about: t('server.push.dueAbout', { team }),
        }),
      });
    }
  }
}
