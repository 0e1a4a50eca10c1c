import { useState } from 'react';
import type { TRow } from '../../data/local-store.ts';
import { refusalText, writeDoc } from '../../data/outbox.ts';
import { docId, teamDbName } from '../../domain/db-names.ts';
import { ZRecruitmentForm } from '../../domain/forms/recruitment-form.ts';
import { NOTE_MAX, PLAYER_LEVELS, POSITIONS } from '../../domain/limits.ts';
import type { TTeam } from '../../domain/schemas/team.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { TextAreaField } from '../../ui/Field.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { Problem } from '../../ui/Problem.tsx';
import { Section } from '../../ui/Section.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';
import { toast } from '../../ui/toasts.tsx';
import { positionLabel } from '../free-agent/ProfileStep.tsx';

type TRecruitment = TTeam['recruitment'];

/** The team record with a new recruitment, written on this device (it syncs like any edit). */
async function saveRecruitment(team: TRow<TTeam>, recruitment: TRecruitment) {
  const { id, db: _db, ...body } = team;
  await writeDoc(teamDbName(id), { ...body, _id: docId('team', id), recruitment });
}

/**
 * The dashboard's Recruitment card: the spec's Open/Closed toggle, and what the team looks for
 * (positions, levels, a note), which free agents see when they choose teams.
 */
export function RecruitmentCard({ team, isComplete }: { team: TRow<TTeam>; isComplete: boolean }) {
  const [isEditing, setEditing] = useState(false);
  const { recruitment } = team;
  const toggle = async () => {
    const open = !recruitment.open;
    try {
      await saveRecruitment(team, { ...recruitment, open });
      toast.success(open ? t('team.recruitmentOpened') : t('team.recruitmentClosed'));
    } catch (error) {
      toast.error(refusalText(error, t('team.failedToUpdateRecruitmentStatus')));
    }
  };
  const wanted = [...recruitment.positions.map(positionLabel), ...recruitment.levels.map(positionLabel)];
  return (
    <Section id="recruitment" title={t('team.recruitment')}>
      <p className="mt-1">
        {t('team.status')}{' '}
        <span className="font-semibold">{recruitment.open ? t('team.open') : t('team.closed')}</span>
      </p>
      <label className="mt-2 flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          role="switch"
          aria-checked={recruitment.open}
          className="size-5"
          checked={recruitment.open}
          disabled={!isComplete}
          onChange={() => void toggle()}
        />
        <span>{t('team.openToFreeAgents')}</span>
      </label>
      {!isComplete && (
        <p className="text-sm text-stone-600">{t('team.completeOnboardingToEnableRecruitment')}</p>
      )}
      <p className="mt-2 text-sm text-stone-700">
        {t('team.lookingFor')} {wanted.length ? wanted.join(', ') : t('team.anyone')}
      </p>
      {recruitment.note && <p className="mt-1 text-sm break-words text-stone-700">“{recruitment.note}”</p>}
      <Button variant="secondary" className="mt-2" onClick={() => setEditing(true)}>
        {t('team.editWhatYouLookFor')}
      </Button>
      {isEditing && <RecruitmentForm team={team} onClose={() => setEditing(false)} />}
    </Section>
  );
}

function RecruitmentForm({ team, onClose }: { team: TRow<TTeam>; onClose: () => void }) {
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
                <input type="checkbox" className="size-5" value={p} {...register('positions')} />
                {positionLabel(p)}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="text-sm font-medium">{t('team.levels')}</legend>
          <div className="grid grid-cols-2 gap-x-3">
            {PLAYER_LEVELS.map((l) => (
              <label key={l} className={box}>
                <input type="checkbox" className="size-5" value={l} {...register('levels')} />
                {positionLabel(l)}
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
