import { writeDocs } from '../../data/outbox.ts';
import { formatLeagueTime } from '../../domain/dates.ts';
import { leagueDbName } from '../../domain/db-names.ts';
import { fixtureChange } from '../../domain/fixture-change.ts';
import { callOffSchema, fieldsOfDay, matchesToCallOff } from '../../domain/forms/call-off-form.ts';
import { t } from '../../i18n/core.ts';
import { SelectField, TextField } from '../../ui/Field.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';
import { toast } from '../../ui/toasts.tsx';
import { asDoc, byId, type TAdminData } from './admin-data.ts';
import { DeskForm } from './parts.tsx';

/**
 * Rain, a closed park: every scheduled match of a New York day, on one field or all, called off
 * in one step. The list shows exactly what will change before anything does.
 */
export function CallOffDay({ data, onDone }: { data: TAdminData; onDone: () => void }) {
  const { register, watch, submit, problem, clearOnEdit, formState } = useSchemaForm(callOffSchema, {
    day: '',
    venue: '',
  });
  const v = watch();
  const chosen = v.day ? matchesToCallOff(data.matches, v.day, v.venue) : [];
  const fields = v.day ? fieldsOfDay(data.matches, v.day) : [];
  const teams = byId(data.teams);
  const leagues = byId(data.leagues);
  const name = (teamId: string) => teams.get(teamId)?.name ?? t('admin.unknownTeam');

  const save = submit(async () => {
    if (chosen.length === 0) return t('admin.callOffNone');
    const now = new Date().toISOString();
    // The server tells the teams of each one in the next 14 days (fixture-change.ts).
    const told = chosen.filter((m) => fixtureChange(m, { ...m, status: 'cancelled' }, Date.now())).length;
    let failed = 0;
    for (const leagueId of new Set(chosen.map((m) => m.leagueId))) {
      const docs = chosen
        .filter((m) => m.leagueId === leagueId)
        .map((m) => ({ ...asDoc(m, 'match'), status: 'cancelled', updatedAt: now }));
      const results = await writeDocs(leagueDbName(leagueId), docs);
      failed += results.filter((r) => 'error' in r).length;
    }
    if (failed) return t('admin.savedWithErrors', { value: chosen.length - failed, failed });
    toast.success(
      told
        ? t('admin.callOffDoneTold', { count: chosen.length })
        : t('admin.callOffDone', { count: chosen.length }),
    );
    onDone();
  });

  return (
    <DeskForm onSubmit={save} problem={problem} {...clearOnEdit}>
      <p className="text-sm text-stone-700">{t('admin.callOffHint')}</p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField id="call-off-day" label={t('admin.callOffDay')} type="date" {...register('day')} />
        <SelectField id="call-off-field" label={t('admin.callOffField')} {...register('venue')}>
          <option value="">{t('admin.callOffEveryField')}</option>
          {fields.map((field) => (
            <option key={field} value={field}>
              {field}
            </option>
          ))}
        </SelectField>
      </div>
      {v.day && (
        <div aria-live="polite">
          {chosen.length === 0 ? (
            <p className="text-sm text-stone-700">{t('admin.callOffNone')}</p>
          ) : (
            <ul className="space-y-1 rounded-lg border border-stone-200 bg-white p-3 text-sm">
              {chosen.map((m) => (
                <li key={m.id} className="break-words">
                  {t('admin.callOffLine', {
                    match: t('admin.vs2', { name: name(m.homeTeamId), name2: name(m.awayTeamId) }),
                    time: formatLeagueTime(m.date),
                    venue: m.venue || t('admin.venueToBeAnnounced'),
                    league: leagues.get(m.leagueId)?.name ?? '',
                  })}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <FormActions
        onCancel={onDone}
        isBusy={formState.isSubmitting}
        submit={t('admin.callOffSubmit', { count: chosen.length })}
      />
    </DeskForm>
  );
}
