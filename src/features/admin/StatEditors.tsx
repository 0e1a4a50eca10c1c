import { useState } from 'react';
import { writeDocs } from '../../data/outbox.ts';
import { useSession } from '../../data/session.ts';
import { docId, leagueDbName } from '../../domain/db-names.ts';
import { statsFormSchema } from '../../domain/forms/stats-form.ts';
import { newId } from '../../domain/ids.ts';
import { NOTE_MAX } from '../../domain/limits.ts';
import { type TMessageKey, t } from '../../i18n/core.ts';
import { NumberField } from '../../ui/Field.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';
import { toast } from '../../ui/toasts.tsx';
import { ReasonAndActions } from './parts.tsx';

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
  const [schema] = useState(() => statsFormSchema(fields, shown));
  const figures = Object.fromEntries(fields.map((f) => [f.key, String(shown[f.key])]));
  const { register, submit, problem, clearOnEdit } = useSchemaForm(schema, { figures, reason: '' });
  const save = submit(async ({ changes, reason }) => {
    try {
      const refused = await writeAdjustments(leagueId, author, target, changes, reason);
      if (refused) return refused;
      toast.success(messages.done);
      onClose();
    } catch {
      return messages.failed;
    }
  });
  return (
    <Modal title={title} isOpen onClose={onClose}>
      <form onSubmit={save} noValidate className="space-y-3" {...clearOnEdit}>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {fields.map((f) => (
            <NumberField
              key={f.key}
              id={`stat-${f.key}`}
              label={t(f.label)}
              maxLength={4}
              decimals={f.decimals}
              {...register(`figures.${f.key}`)}
            />
          ))}
        </div>
        <ReasonAndActions
          id="stat-reason"
          label={t('admin.reasonShownWithTheFigure')}
          maxLength={NOTE_MAX}
          reason={register('reason')}
          problem={problem}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
