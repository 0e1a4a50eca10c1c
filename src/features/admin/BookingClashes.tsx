import { useState } from 'react';
import type { TRow } from '../../data/local-store.ts';
import { bookingClashes } from '../../domain/bookings.ts';
import { formatLeagueDate } from '../../domain/dates.ts';
import type { TMatch } from '../../domain/schemas/match.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { byId, type TAdminData } from './admin-data.ts';
import { bookingLabel } from './BookingWarning.tsx';
import { Empty } from './parts.tsx';

/**
 * ADR 069: the coming matches that share a field or a referee at once, across leagues, each pair
 * with a way to change either match (the match form, which says what it still clashes with).
 */
export function BookingClashes({
  data,
  onEdit,
}: {
  data: TAdminData;
  onEdit: (match: TRow<TMatch>) => void;
}) {
  const [now] = useState(() => Date.now());
  const clashes = bookingClashes(data.matches, now);
  if (clashes.length === 0) return <Empty title={t('admin.bookings.none')} />;
  const referees = byId(data.users);
  return (
    <ul className="space-y-3">
      {clashes.map(({ kind, first, second }) => (
        <li key={`${kind}|${first.id}|${second.id}`} className="rounded-lg border border-stone-200 p-3">
          <h3 className="font-semibold break-words">
            {kind === 'field'
              ? t('admin.bookings.sameField', {
                  venue: first.venue.trim(),
                  date: formatLeagueDate(first.date),
                })
              : t('admin.bookings.sameReferee', {
                  name: referees.get(first.refereeId ?? '')?.displayName ?? '',
                  date: formatLeagueDate(first.date),
                })}
          </h3>
          <ul className="mt-2 space-y-2">
            {[first, second].map((m) => (
              <li key={m.id} className="flex flex-wrap items-center gap-2 text-sm">
                <span className="min-w-0 flex-1 break-words">
                  {bookingLabel(data, m)}
                  {kind === 'referee' && m.venue ? ` · ${m.venue}` : ''}
                </span>
                <Button
                  variant="secondary"
                  aria-label={t('admin.bookings.change', { match: bookingLabel(data, m) })}
                  onClick={() => onEdit(m)}
                >
                  {t('admin.bookings.changeShort')}
                </Button>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
