import { useState } from 'react';
import type { TRefusal } from '../data/local-store.ts';
import { splitDocId } from '../domain/db-names.ts';
import { type TMessageKey, t } from '../i18n/core.ts';
import { toast } from './toasts.tsx';

const KIND: Record<string, TMessageKey> = {
  player: 'app.aPlayer',
  team: 'app.teamDetails',
  report: 'app.aMatchReport',
  match: 'app.aMatch',
  league: 'app.aLeague',
  video: 'app.aVideo',
  application: 'app.anApplication',
  assignmentRequest: 'app.anAssignmentRequest',
  adjustment: 'app.aStatisticsAdjustment',
  verdictOverride: 'app.acceptingARejectedReport',
};

/** Puts the server's version back, and says so. */
function DiscardButton({ refusal, label = t('app.discard') }: { refusal: TRefusal; label?: string }) {
  const [isBusy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={isBusy}
      className="min-h-11 rounded-lg px-2 font-medium text-brand-800 underline disabled:opacity-60"
      onClick={async () => {
        setBusy(true);
        try {
          const { discardRefusal } = await import('../data/refusal-writes.ts');
          await discardRefusal(refusal);
          toast.success(t('app.changeDiscarded'));
        } catch (error) {
          toast.error(error instanceof Error ? error.message : t('app.couldNotDiscardTheChange'));
        } finally {
          setBusy(false);
        }
      }}
    >
      {label}
    </button>
  );
}

/** Every refused change, with its reason and a way to discard it (the sync indicator's panel). */
export function RefusalList({ refusals }: { refusals: TRefusal[] }) {
  return (
    <ul className="mt-1 space-y-2 text-stone-700">
      {refusals.map((refusal) => (
        <li key={refusal.key} className="break-words">
          <span className="font-medium">
            {t(KIND[splitDocId(refusal.docId)?.type ?? ''] ?? 'app.aChange')}:
          </span>{' '}
          {refusal.reason} <DiscardButton refusal={refusal} />
        </li>
      ))}
    </ul>
  );
}

/** Under a row the server refused: the reason, and a way out besides editing it. */
export function RefusedNote({ refusal }: { refusal: TRefusal }) {
  return (
    <p className="mt-1 text-sm text-red-800" role="note">
      <span className="font-semibold">{t('app.notSaved')}</span> {refusal.reason}.{' '}
      <span className="text-stone-700">{t('app.editItOr')}</span>{' '}
      <DiscardButton refusal={refusal} label={t('app.discardIt')} />
    </p>
  );
}
