import { useState } from 'react';
import { apiCall } from '../../data/api.ts';
import type { TRow } from '../../data/local-store.ts';
import { formatLeagueDay } from '../../domain/dates.ts';
import type { TWaitlistEntry } from '../../domain/schemas/waitlist.ts';
import { t } from '../../i18n/core.ts';
import { RowButton } from '../../ui/Button.tsx';
import { Problem } from '../../ui/Problem.tsx';
import { toast } from '../../ui/toasts.tsx';
import { Badge, ConfirmDialog, Empty, errorText } from './parts.tsx';

/**
 * ADR 057: a full league's waiting list, first asked first. The list syncs with the admin database
 * (readable offline); offering a place and removing a team are online calls, since the server
 * e-mails the captain and checks that a place is free.
 */
export function Waitlist({
  leagueName,
  entries,
  placesLeft,
}: {
  leagueName: string;
  entries: TRow<TWaitlistEntry>[];
  placesLeft: number;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [removing, setRemoving] = useState<TRow<TWaitlistEntry> | null>(null);
  const act = async (entry: TRow<TWaitlistEntry>, action: 'offer' | 'remove') => {
    setBusy(entry.id);
    setProblem(null);
    try {
      await apiCall(`/api/admin/waiting-list/${entry.id}/${action}`, { body: {} });
      const done = action === 'offer' ? 'admin.waitlist.offeredToast' : 'admin.waitlist.removedToast';
      toast.success(t(done, { team: entry.teamName }));
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-600">{t('admin.waitlist.intro', { league: leagueName })}</p>
      <p className="text-sm font-semibold" role="status">
        {t('admin.waitlist.placesFree', { count: placesLeft })}
      </p>
      <Problem text={problem} />
      {entries.length === 0 && <Empty title={t('admin.waitlist.empty')} />}
      <ol className="space-y-3">
        {entries.map((entry, index) => (
          <li key={entry.id} className="rounded-xl border border-stone-200 p-3">
            <p className="font-semibold">
              {index + 1}. {entry.teamName}{' '}
              {entry.offeredAt && (
                <Badge tone="green">
                  {t('admin.waitlist.offered', { date: formatLeagueDay(entry.offeredAt) })}
                </Badge>
              )}
            </p>
            <p className="break-words text-sm text-stone-700">
              {entry.captainName} · <a href={`mailto:${entry.email}`}>{entry.email}</a>
              {entry.phone && (
                <>
                  {' · '}
                  <a href={`tel:${entry.phone}`}>{entry.phone}</a>
                </>
              )}
            </p>
            {entry.note && <p className="break-words text-sm text-stone-600">{entry.note}</p>}
            <p className="text-xs text-stone-600">
              {t('admin.waitlist.asked', { date: formatLeagueDay(entry.createdAt) })}
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              {!entry.offeredAt && (
                <RowButton
                  text={t('admin.waitlist.offer')}
                  label={t('admin.waitlist.offerLabel', { team: entry.teamName })}
                  disabled={placesLeft === 0 || busy !== null}
                  onClick={() => act(entry, 'offer')}
                />
              )}
              <RowButton
                text={t('admin.waitlist.remove')}
                label={t('admin.waitlist.removeLabel', { team: entry.teamName })}
                disabled={busy !== null}
                onClick={() => setRemoving(entry)}
              />
            </div>
          </li>
        ))}
      </ol>
      <ConfirmDialog
        title={t('admin.waitlist.title')}
        isOpen={removing !== null}
        onClose={() => setRemoving(null)}
        confirmLabel={t('admin.waitlist.remove')}
        onConfirm={() => {
          const entry = removing!;
          setRemoving(null);
          void act(entry, 'remove');
        }}
      >
        <p>{t('admin.waitlist.confirmRemove', { team: removing?.teamName ?? '' })}</p>
      </ConfirmDialog>
    </div>
  );
}
