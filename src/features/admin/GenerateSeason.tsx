import { useEffect, useMemo, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { weekdayNames } from '../../domain/dates.ts';
import { datesOffOf } from '../../domain/dates-off.ts';
import { seasonFormSchema } from '../../domain/forms/season-form.ts';
import { SHORT_TEXT_MAX } from '../../domain/limits.ts';
import type { TSeason, TSeasonInput } from '../../domain/schedule.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { DayList } from '../../ui/DayList.tsx';
import { SelectField, TextField } from '../../ui/Field.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { VenueChoices } from '../../ui/Place.tsx';
import { Problem } from '../../ui/Problem.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';
import { teamsOfLeague } from './admin-data.ts';
import { LeagueOptions, type TDeskDialogProps } from './parts.tsx';
import { SeasonPreview } from './SeasonPreview.tsx';

/**
 * A season's fixtures in one go (issue #17): teams, single or double round robin, playing days,
 * fields with their kick-off times, blackout dates. The plan is computed on the device (it works
 * offline) and previewed before anything is written.
 */
export function GenerateSeason({ data, defaultLeague, onDone }: TDeskDialogProps) {
  const firstLeague = defaultLeague || data.leagues[0]?.id || '';
  const allTeams = (leagueId: string) => teamsOfLeague(data.teams, leagueId).map((team) => team.id);
  // The pairings each league has played are left out of its new season, as the matches are now.
  const schema = useMemo(
    () =>
      seasonFormSchema(
        (leagueId) => data.matches.filter((m) => m.leagueId === leagueId && m.status === 'completed'),
        (leagueId) => data.matches.filter((m) => m.leagueId !== leagueId),
        (teamId) => datesOffOf(data.teams.find((team) => team.id === teamId) ?? {}),
      ),
    [data.matches, data.teams],
  );
  const { register, control, watch, setValue, getFieldState, submit, problem, clearOnEdit } = useSchemaForm(
    schema,
    {
      leagueId: firstLeague,
      teams: allTeams(firstLeague),
      kind: 'double',
      firstDay: '',
      weekdays: ['6'],
      fields: [{ venue: 'Field 1', times: '16:00, 17:45' }],
      blackouts: [],
    },
  );
  const fields = useFieldArray({ control, name: 'fields' });
  const [plan, setPlan] = useState<{ season: TSeason; input: TSeasonInput } | null>(null);
  const v = watch();
  const leagueId = v.leagueId;
  const teams = teamsOfLeague(data.teams, leagueId);
  const matches = data.matches.filter((m) => m.leagueId === leagueId);
  const unplayed = matches.filter((m) => m.status === 'scheduled');
  const chosen = Array.isArray(v.teams) ? v.teams : [];
  const blackouts = v.blackouts ?? [];
  const preview = submit(async (planned) => setPlan(planned));
  // Every team of the league plays unless the admin unticks it, teams that sync in later too.
  const teamIds = teams.map((team) => team.id).join(' ');
  useEffect(() => {
    if (!getFieldState('teams').isDirty) setValue('teams', teamIds ? teamIds.split(' ') : []);
  }, [teamIds, getFieldState, setValue]);

  if (plan) {
    return (
      <SeasonPreview
        data={data}
        leagueId={leagueId}
        season={plan.season}
        teams={plan.input.teams}
        replaced={unplayed}
        onBack={() => setPlan(null)}
        onDone={onDone}
      />
    );
  }
  return (
    <form noValidate onSubmit={preview} className="space-y-4" {...clearOnEdit}>
      <Problem text={problem} />
      <SelectField
        id="gen-league"
        label={t('admin.league')}
        {...register('leagueId', {
          // Another league: all its teams.
          onChange: (e: { target: { value: string } }) => setValue('teams', allTeams(e.target.value)),
        })}
      >
        <LeagueOptions leagues={data.leagues} />
      </SelectField>
      {matches.some((m) => m.status !== 'cancelled') && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {t('admin.thisLeagueHasResultsAnd', {
            length: matches.filter((m) => m.status === 'completed').length,
            length2: unplayed.length,
            length3: unplayed.length,
          })}
        </p>
      )}
      <fieldset className="rounded-lg border border-stone-200 p-3">
        <legend className="px-1 text-sm font-semibold">{t('admin.teams', { length: chosen.length })}</legend>
        {teams.length === 0 && <p className="text-sm text-stone-600">{t('admin.noTeamsInThisLeague')}</p>}
        <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
          {teams.map((team) => (
            <label key={team.id} className="flex min-h-11 items-center gap-2">
              <input type="checkbox" value={team.id} {...register('teams')} />
              <span className="break-words">
                {team.name}
                {datesOffOf(team).length > 0 && (
                  <span className="text-sm text-stone-600">
                    {' '}
                    · {t('admin.datesOff.count', { count: datesOffOf(team).length })}
                  </span>
                )}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="text-sm font-semibold">{t('admin.format')}</legend>
        {(['single', 'double'] as const).map((k) => (
          <label key={k} className="flex min-h-11 items-center gap-2">
            <input type="radio" value={k} {...register('kind')} />
            {k === 'single' ? t('admin.singleRoundRobinPlayOnce') : t('admin.doubleRoundRobinHomeAnd')}
          </label>
        ))}
      </fieldset>
      <TextField id="gen-first" label={t('admin.firstMatchday')} type="date" {...register('firstDay')} />
      <fieldset className="rounded-lg border border-stone-200 p-3">
        <legend className="px-1 text-sm font-semibold">{t('admin.playedOn')}</legend>
        <div className="flex flex-wrap gap-x-4">
          {weekdayNames().map((name, day) => (
            <label key={name} className="flex min-h-11 items-center gap-2">
              <input type="checkbox" value={String(day)} {...register('weekdays')} />
              {name}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="space-y-3 rounded-lg border border-stone-200 p-3">
        <legend className="px-1 text-sm font-semibold">{t('admin.fieldsAndKickOffTimes')}</legend>
        <VenueChoices id="season-venues" venues={data.leagues.find((l) => l.id === leagueId)?.venues} />
        {fields.fields.map((row, i) => (
          <div
            key={row.id}
            className="grid grid-cols-1 items-end gap-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]"
          >
            <TextField
              id={`gen-field-${i}`}
              label={t('admin.fieldName', { value: i + 1 })}
              list="season-venues"
              {...register(`fields.${i}.venue`)}
              maxLength={200}
            />
            <TextField
              id={`gen-times-${i}`}
              maxLength={SHORT_TEXT_MAX}
              label={t('admin.fieldTimes', { value: i + 1 })}
              {...register(`fields.${i}.times`)}
              placeholder="16:00, 17:45"
            />
            <Button
              variant="ghost"
              disabled={fields.fields.length === 1}
              onClick={() => fields.remove(i)}
              aria-label={t('admin.removeField', { value: i + 1 })}
            >
              {t('admin.remove2')}
            </Button>
          </div>
        ))}
        <Button
          variant="secondary"
          onClick={() => fields.append({ venue: `Field ${fields.fields.length + 1}`, times: '16:00' })}
        >
          {t('admin.addField')}
        </Button>
      </fieldset>
      <fieldset className="rounded-lg border border-stone-200 p-3">
        <legend className="px-1 text-sm font-semibold">{t('admin.blackoutDates')}</legend>
        <DayList
          id="gen-blackout"
          label={t('admin.dateWithNoMatches')}
          addLabel={t('admin.addBlackout')}
          removeLabel={(calendarDate) => t('admin.removeBlackout', { calendarDate })}
          days={blackouts}
          onChange={(days) => setValue('blackouts', days)}
        />
      </fieldset>
      <FormActions onCancel={onDone} submit={t('admin.preview')} />
    </form>
  );
}
