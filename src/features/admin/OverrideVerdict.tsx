import { useState } from 'react';
import { z } from 'zod';
import { writableCopy } from '../../data/direct-copy.ts';
import { useSession } from '../../data/session.ts';
import { docId, refereeDbName } from '../../domain/db-names.ts';
import { type TReportResolution, ZVerdictOverride } from '../../domain/schemas/report.ts';
import { t } from '../../i18n/core.ts';
import { Button, RowButton } from '../../ui/Button.tsx';
import { TextAreaField } from '../../ui/Field.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { Problem } from '../../ui/Problem.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';
import { toast } from '../../ui/toasts.tsx';
import { adminWrite } from './admin-data.ts';

const REASON_MAX = 300;

/**
 * "Accept anyway" on a rejected report (issue #14): the admin's acceptance names the report's
 * revision and a reason; the server's resolver then treats that report as accepted, so the result
 * counts once like any other, and the verdict keeps who accepted it and why.
 */
export function OverrideVerdict({
  refereeId,
  verdict,
  matchLabel,
}: {
  refereeId: string;
  verdict: TReportResolution;
  matchLabel: string;
}) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <RowButton
        text={t('admin.acceptAnyway')}
        label={t('admin.acceptAnyway2', { matchLabel })}
        onClick={() => setOpen(true)}
      />
      <Modal title={t('admin.acceptARejectedReport')} isOpen={isOpen} onClose={() => setOpen(false)}>
        {isOpen && (
          <OverrideForm
            refereeId={refereeId}
            verdict={verdict}
            matchLabel={matchLabel}
            onDone={() => setOpen(false)}
          />
        )}
      </Modal>
    </>
  );
}

const ZOverrideReason = z.object({ reason: ZVerdictOverride.shape.reason });

/** The reason for accepting, checked by the override's own schema. */
function OverrideForm({
  refereeId,
  verdict,
  matchLabel,
  onDone,
}: {
  refereeId: string;
  verdict: TReportResolution;
  matchLabel: string;
  onDone: () => void;
}) {
  const author = useSession((s) => s.user?.id ?? '');
  const { register, submit, problem, clearOnEdit } = useSchemaForm(ZOverrideReason, { reason: '' });
  const accept = submit(async ({ reason }) => {
    const db = refereeDbName(refereeId);
    const id = docId('verdictOverride', verdict.matchId);
    const existing = await (await writableCopy(db)).get(id).catch(() => null);
    const refused = await adminWrite(db, {
      _id: id,
      ...(existing ? { _rev: existing._rev } : {}),
      type: 'verdictOverride',
      matchId: verdict.matchId,
      reportRev: verdict.reportRev,
      reason: reason.trim(),
      author,
      createdAt: new Date().toISOString(),
    }).catch(() => t('admin.failedToAcceptTheReport'));
    if (refused) return refused;
    toast.success(t('admin.reportAcceptedTheResultWill'));
    onDone();
  });
  return (
    <form onSubmit={accept} noValidate className="space-y-3" {...clearOnEdit}>
      <p className="break-words text-sm">
        {t('admin.theChecksFound', { matchLabel, count: verdict.reasons.length })}
      </p>
      <ul className="list-disc pl-5 text-sm text-red-900">
        {verdict.reasons.map((r) => (
          <li key={r} className="break-words">
            {r}
          </li>
        ))}
      </ul>
      <p className="text-sm text-stone-700">{t('admin.acceptingItRecordsTheReferee')}</p>
      <TextAreaField
        id="override-reason"
        label={t('admin.reason')}
        required
        maxLength={REASON_MAX}
        {...register('reason')}
      />
      <Problem text={problem} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit">{t('admin.acceptReport')}</Button>
        <Button variant="secondary" onClick={onDone}>
          {t('admin.cancel')}
        </Button>
      </div>
    </form>
  );
}
