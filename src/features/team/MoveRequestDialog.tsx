import { useState } from 'react';
import { refusalText } from '../../data/outbox.ts';
import { formatLeagueDateTime, instantToLeagueLocalInput } from '../../domain/dates.ts';
import { moveRequestFormSchema } from '../../domain/forms/move-request-form.ts';
import { MOVE_NOTE_MAX } from '../../domain/schemas/move-request.ts';
import type { TVenue } from '../../domain/venues.ts';
import { t } from '../../i18n/core.ts';
import { TextAreaField, TextField } from '../../ui/Field.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { VenueChoices } from '../../ui/Place.tsx';
import { Problem } from '../../ui/Problem.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';

export type TMoveFields = { date: string; venue: string; note: string };

/**
 * A captain asks the league to move a fixture (ADR 043): the new day and kick-off, another field
 * if they like, and why. Loaded when it opens, with its schema, not with the dashboard.
 */
export default function MoveRequestDialog({
  current,
  venues,
  onClose,
  onSave,
}: {
  /** The match's kick-off now. */
  current: string;
  venues: readonly TVenue[] | undefined;
  onClose: () => void;
  onSave: (fields: TMoveFields) => Promise<void>;
}) {
  const [schema] = useState(() => moveRequestFormSchema(current, Date.now()));
  const local = instantToLeagueLocalInput(current);
  const { register, submit, problem, clearOnEdit } = useSchemaForm(schema, {
    day: local.slice(0, 10),
    time: local.slice(11, 16),
    venue: '',
    note: '',
  });
  const save = submit(async (fields) => {
    try {
      await onSave(fields);
      onClose();
    } catch (error) {
      return refusalText(error, t('team.failedToSaveMove'));
    }
  });
  return (
    <Modal title={t('team.askToMoveTitle')} isOpen onClose={onClose}>
      <form onSubmit={save} noValidate className="space-y-3" {...clearOnEdit}>
        <p className="text-sm text-stone-600">
          {t('team.askToMoveHint', { when: formatLeagueDateTime(current) })}
        </p>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <TextField id="move-day" type="date" label={t('team.moveDay')} {...register('day')} />
          <TextField id="move-time" type="time" label={t('team.moveTime')} {...register('time')} />
        </div>
        <TextField
          id="move-venue"
          label={t('team.moveVenue')}
          hint={t('team.moveVenueHint')}
          list="move-venues"
          maxLength={200}
          {...register('venue')}
        />
        <VenueChoices id="move-venues" venues={venues} />
        <TextAreaField
          id="move-note"
          label={t('team.moveNote')}
          rows={3}
          maxLength={MOVE_NOTE_MAX}
          {...register('note')}
        />
        <Problem text={problem} />
        <FormActions onCancel={onClose} submit={t('team.sendMoveRequest')} />
      </form>
    </Modal>
  );
}
