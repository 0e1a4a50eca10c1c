import type { TRow } from '../../data/local-store.ts';
import { refusalText } from '../../data/outbox.ts';
import { ZRecruitmentForm } from '../../domain/forms/recruitment-form.ts';
import { valueLabel } from '../../domain/labels.ts';
import { NOTE_MAX, PLAYER_LEVELS, POSITIONS } from '../../domain/limits.ts';
import type { TTeam } from '../../domain/schemas/team.ts';
import { t } from '../../i18n/core.ts';
import { TextAreaField } from '../../ui/Field.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { Problem } from '../../ui/Problem.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';
import { toast } from '../../ui/toasts.tsx';
import { saveRecruitment } from './RecruitmentCard.tsx';

/** What the team looks for: positions, levels and a note for free agents. */
export default function RecruitmentForm({ team, onClose }: { team: TRow<TTeam>; onClose: () => void }) {
  const { positions, levels, note } = team.recruitment;
  const { register, watch, submit, problem, clearOnEdit } = useSchemaForm(ZRecruitmentForm, {
    positions,
    levels,
    note,
  });
  const save = submit(async (wanted) => {
    try {
      await saveRecruitment(team, { ...team.recruitment, ...wanted });
      toast.success(t('team.recruitmentUpdated'));
      onClose();
    } catch (error) {
      return refusalText(error, t('team.failedToUpdateRecruitment'));
    }
  });
  const box = 'flex min-h-11 items-center gap-2';
  return (
    <Modal title={t('team.whatYourTeamLooksFor')} isOpen onClose={onClose}>
      <form onSubmit={save} noValidate className="space-y-4" {...clearOnEdit}>
        <fieldset>
          <legend className="text-sm font-medium">{t('team.positions')}</legend>
          <div className="grid grid-cols-2 gap-x-3">
            {POSITIONS.map((p) => (
              <label key={p} className={box}>
                <input type="checkbox" value={p} {...register('positions')} />
                {valueLabel(p)}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="text-sm font-medium">{t('team.levels')}</legend>
          <div className="grid grid-cols-2 gap-x-3">
            {PLAYER_LEVELS.map((l) => (
              <label key={l} className={box}>
                <input type="checkbox" value={l} {...register('levels')} />
                {valueLabel(l)}
              </label>
            ))}
          </div>
        </fieldset>
        <TextAreaField
          id="recruitment-note"
          label={t('team.noteForFreeAgentsOptional')}
          maxLength={NOTE_MAX}
          {...register('note')}
          hint={t('team.whenAndWhereYouPlay', { length: watch('note').length, value: NOTE_MAX })}
        />
        <Problem text={problem} />
        <FormActions onCancel={onClose} submit={t('team.save')} />
      </form>
    </Modal>
  );
}
