import { formatCalendarDate } from '../../domain/dates.ts';
import type { TPlayerDue } from '../../domain/dues.ts';
import { formatCents } from '../../domain/money.ts';
import { t } from '../../i18n/core.ts';

/**
 * ADR 065: what the captain collects from this player, their own line only: paid, or how much and
 * by when. The captain marks payments; the page says how to settle up (ask the captain).
 */
export function PlayerDues({ dues }: { dues: TPlayerDue[] }) {
  if (dues.length === 0) return null;
  const owed = dues.filter((d) => !d.paid).reduce((sum, d) => sum + d.amountCents, 0);
  return (
    <section aria-labelledby="player-dues" className="mb-4 rounded-2xl border border-stone-200 bg-white p-4">
      <h2 id="player-dues" className="font-semibold">
        {t('team.dues.yourDues')}
      </h2>
      <p className={`mt-1 text-sm font-semibold ${owed > 0 ? 'text-red-900' : 'text-emerald-900'}`}>
        {owed > 0 ? t('team.dues.youOwe', { amount: formatCents(owed) }) : t('team.dues.allPaid')}
      </p>
      <ul className="mt-2 divide-y divide-stone-100">
        {dues.map((due) => (
          <li key={due.id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2">
            <span className="break-words">
              {due.title} · {formatCents(due.amountCents)}
            </span>
            <span className={`text-sm ${due.paid ? 'text-emerald-900' : 'text-stone-700'}`}>
              {due.paid
                ? t('team.dues.paid')
                : due.dueDate
                  ? t('team.dues.dueBy', { date: formatCalendarDate(due.dueDate) })
                  : t('team.dues.notPaidYet')}
            </span>
            {due.payLink && (
              <a
                href={due.payLink}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('team.dues.payNamed', {
                  amount: formatCents(due.amountCents),
                  title: due.title,
                })}
                className="mt-1 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white"
              >
                {t('team.dues.pay', { amount: formatCents(due.amountCents) })}
              </a>
            )}
          </li>
        ))}
      </ul>
      {owed > 0 && <p className="mt-1 text-sm text-stone-600">{t('team.dues.payYourCaptain')}</p>}
    </section>
  );
}
