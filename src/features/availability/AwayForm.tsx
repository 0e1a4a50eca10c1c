import { useState } from 'react';
import { saveAway, type TPlayerView } from '../../data/player-link.ts';
import { awayFormSchema } from '../../domain/forms/away-form.ts';
import type { TAwayRange } from '../../domain/player-away.ts';
import { t } from '../../i18n/core.ts';
import { TextField } from '../../ui/Field.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { Problem } from '../../ui/Problem.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';
import { toast } from '../../ui/toasts.tsx';
import { awayProblem } from './PlayerAway.tsx';

/** ADR 071: a stretch of dates away, added to the player's list and saved on the server. */
export default function AwayForm({
  token,
  ranges,
  onSaved,
  onCancel,
}: {
  token: string;
  ranges: TAwayRange[];
  onSaved: (view: TPlayerView) => void;
  onCancel: () => void;
}) {
  const [schema] = useState(() => awayFormSchema(ranges, Date.now()));
  const form = useSchemaForm(schema, { from: '', to: '' });
  const save = form.submit(async (next) => {
    try {
      onSaved(await saveAway(token, next));
    } catch (error) {
      return awayProblem(error);
    }
    toast.success(t('team.away.saved'));
    return null;
  });
  return (
    <form onSubmit={save} noValidate className="mt-3 space-y-3" {...form.clearOnEdit}>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField id="away-from" type="date" label={t('team.away.from')} {...form.register('from')} />
        <TextField id="away-to" type="date" label={t('team.away.to')} {...form.register('to')} />
      </div>
      <Problem text={form.problem} />
      <FormActions onCancel={onCancel} isBusy={form.formState.isSubmitting} submit={t('team.away.save')} />
    </form>
  );
}
