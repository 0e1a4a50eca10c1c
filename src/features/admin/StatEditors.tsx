import { useState } from 'react';
import { writeDocs } from '../../data/outbox.ts';
import { useSession } from '../../data/session.ts';
import { docId, leagueDbName } from '../../domain/db-names.ts';
import { newId } from '../../domain/ids.ts';
import { NOTE_MAX } from '../../domain/limits.ts';
import { editAsAdjustments } from '../../domain/stat-edits.ts';
import { type TMessageKey, t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { NumberField, TextAreaField } from '../../ui/Field.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { Problem } from '../../ui/Problem.tsx';
import { toast } from '../../ui/toasts.tsx';

export type TTarget = { kind: 'team'; teamId: string } | { kind: 'player'; teamId: string; playerId: string };

/**
 * Writes each change as an adjustment with the admin's reason, in one request: the derived
 * figure stays as the results make it, and the table shows why it differs.
 */
export async function writeAdjustments(
  leagueId: string,
  author: string,
  target: TTarget,
  changes: { field: string; delta: number }[],
  reason: string,
): Promise<string | null> {
  const createdAt = new Date().toISOString();
  const results = await writeDocs(
    leagueDbName(leagueId),
    changes.map(({ field, delta }) => ({
      _id: docId('adjustment', newId()),
      type: 'adjustment',
      leagueId,
      target: { ...target, field },
      delta,
      reason,
      author,
      createdAt,
    })),
  );
  const failed = results.find((r): r is { error: string } => 'error' in r);
  return failed ? failed.error : null;
}

/** A statistics form: each figure as shown now, a required reason, saved as adjustments. */
export function StatsModal<F extends string>({
  title,
  leagueId,
  target,
  fields,
  shown,
  messages,
  onClose,
}: {
  title: string;
  leagueId: string;
  target: TTarget;
  /** `decimals`: tenths allowed (an average grade); `max`: the highest value. */
  fields: readonly { key: F; label: TMessageKey; decimals?: boolean; max?: number }[];
  shown: Record<F, number>;
  messages: { done: string; failed: string };
  onClose: () => void;
}) {
  const author = useSession((s) => s.user?.id ?? '');
  const [values, setValues] = useState<Record<F, string>>(
    () => Object.fromEntries(fields.map((f) => [f.key, String(shown[f.key])])) as Record<F, string>,
  );
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (fields.some((f) => values[f.key] === '' || Number.isNaN(Number(values[f.key]))))
      return setProblem(t('admin.everyFigureNeedsANumber'));
    const tooHigh = fields.find((f) => f.max !== undefined && Number(values[f.key]) > f.max);
    if (tooHigh) return setProblem(t('admin.goesFrom0To', { label: t(tooHigh.label), max: tooHigh.max }));
    const wanted = Object.fromEntries(fields.map((f) => [f.key, Number(values[f.key])])) as Record<F, number>;
    const changes = editAsAdjustments(shown, wanted);
    if (changes.length === 0) return setProblem(t('admin.nothingChanged'));
    if (!reason.trim()) return setProblem(t('admin.giveAReasonItIs'));
    try {
      const refused = await writeAdjustments(leagueId, author, target, changes, reason.trim());
      if (refused) return setProblem(refused);
      toast.success(messages.done);
      onClose();
    } catch {
      setProblem(messages.failed);
      toast.error(messages.failed);
    }
  };
  return (
    <Modal title={title} isOpen onClose={onClose}>
      <form onSubmit={save} noValidate className="space-y-3">
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {fields.map((f) => (
            <NumberField
              key={f.key}
              id={`stat-${f.key}`}
              label={t(f.label)}
              maxLength={4}
              decimals={f.decimals}
              value={values[f.key]}
              onChange={(e) => setValues({ ...values, [f.key]: e.target.value })}
            />
          ))}
        </div>
        <TextAreaField
          id="stat-reason"
          label={t('admin.reasonShownWithTheFigure')}
          rows={2}
          maxLength={NOTE_MAX}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <Problem text={problem} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit">{t('admin.save')}</Button>
        </div>
      </form>
    </Modal>
  );
}
