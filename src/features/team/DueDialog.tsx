import { useEffect, useState } from 'react';
import { store, type TRow } from '../../data/local-store.ts';
import { refusalText, writeDoc } from '../../data/outbox.ts';
import { asDoc } from '../../data/row-doc.ts';
import { formatLeagueDateTime } from '../../domain/dates.ts';
import { teamDbName } from '../../domain/db-names.ts';
import { canRemind, dueSummary, withPaid } from '../../domain/dues.ts';
import { formatCents } from '../../domain/money.ts';
import type { TTeamDue } from '../../domain/schemas/dues.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { toast } from '../../ui/toasts.tsx';
import type { TRosterRow } from './use-roster.ts';

let queue: Promise<unknown> = Promise.resolve();
/** One write at a time: each reads the version the previous one wrote. */
function serially<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work);
  queue = next.catch(() => undefined);
  return next;
}

/**
 * ADR 065: one collection: tick who has paid (each tick saved on the phone at once), remind those
 * who have not (a notice to the phones that turned them on from their link), or delete it.
 */
export default function DueDialog({
  teamId,
  due,
  players,
  onEdit,
  onClose,
}: {
  teamId: string;
  due: TRow<TTeamDue>;
  players: TRosterRow[];
  onEdit: () => void;
  onClose: () => void;
}) {
  const [isDeleting, setDeleting] = useState(false);
  // A tick shows at once; the stored version takes over when it changes.
  const [ticks, setTicks] = useState<Record<string, boolean>>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new revision is the trigger.
  useEffect(() => setTicks({}), [due._rev]);
  const names = new Map(players.map((p) => [p.id, `${p.firstName} ${p.lastName}`]));
  const sum = dueSummary(due);
  const save = (change: (latest: TTeamDue) => Partial<TTeamDue> & { _deleted?: true }, done: string) =>
    serially(async () => {
      // Ticks in a row each build on the last one written, not on the version first shown.
      const latest = (await store.teamDues.get(due.id)) ?? due;
      try {
        await writeDoc(teamDbName(teamId), {
          ...asDoc(latest, 'teamDue'),
          ...change(latest),
          updatedAt: new Date().toISOString(),
        });
        toast.success(done);
        return true;
      } catch (error) {
        toast.error(refusalText(error, t('team.dues.notSaved')));
        return false;
      }
    });
  const mark = (playerId: string, isPaid: boolean) => {
    setTicks((shown) => ({ ...shown, [playerId]: isPaid }));
    return save(
      (latest) => ({ players: withPaid(latest, playerId, isPaid, new Date().toISOString()) }),
      isPaid
        ? t('team.dues.markedPaid', { name: names.get(playerId) ?? '' })
        : t('team.dues.markedUnpaid', { name: names.get(playerId) ?? '' }),
    );
  };
  const remind = () =>
    save(
      () => ({ remindedAt: new Date().toISOString() }),
      t('team.dues.reminded', { count: sum.unpaidIds.length }),
    );
  return (
    <Modal title={due.title} isOpen onClose={onClose}>
      <div className="space-y-3">
        <p className="text-sm text-stone-700">
          {t('team.dues.line', { amount: formatCents(due.amountCents), paid: sum.paid, owed: sum.owed })} ·{' '}
          {sum.outstandingCents > 0
            ? t('team.dues.toCollect', { amount: formatCents(sum.outstandingCents) })
            : t('team.dues.allIn')}
        </p>
        <fieldset className="rounded-lg border border-stone-200 p-3">
          <legend className="px-1 text-sm font-semibold">{t('team.dues.whoPaid')}</legend>
          <ul>
            {due.players.map((line) => (
              <li key={line.playerId}>
                <label className="flex min-h-11 items-center gap-2">
                  <input
                    type="checkbox"
                    checked={ticks[line.playerId] ?? Boolean(line.paidAt)}
                    onChange={(event) => void mark(line.playerId, event.target.checked)}
                  />
                  <span className="break-words">
                    {names.get(line.playerId) ?? t('team.dues.formerPlayer')}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        {sum.unpaidIds.length > 0 && (
          <div className="space-y-1 text-sm">
            {canRemind(due, Date.now()) ? (
              <Button onClick={() => void remind()}>
                {t('team.dues.remind', { count: sum.unpaidIds.length })}
              </Button>
            ) : (
              <p>{t('team.dues.remindedAt', { when: formatLeagueDateTime(due.remindedAt ?? '') })}</p>
            )}
            <p className="text-stone-600">{t('team.dues.remindHint')}</p>
          </div>
        )}
        <div className="flex flex-wrap gap-2 border-t border-stone-100 pt-3">
          <Button variant="secondary" onClick={onEdit}>
            {t('team.dues.edit')}
          </Button>
          <Button variant="secondary" onClick={() => setDeleting(true)}>
            {t('team.dues.delete')}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        title={t('team.dues.deleteTitle', { title: due.title })}
        isOpen={isDeleting}
        onClose={() => setDeleting(false)}
        onConfirm={() =>
          void save(() => ({ _deleted: true }), t('team.dues.deleted')).then((isDone) => isDone && onClose())
        }
        confirmLabel={t('team.dues.delete')}
      >
        <p>{t('team.dues.deleteBody')}</p>
      </ConfirmDialog>
    </Modal>
  );
}
