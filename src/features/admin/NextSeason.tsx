import { useEffect } from 'react';
import { apiCall } from '../../data/api.ts';
import type { TRow } from '../../data/local-store.ts';
import {
  sameDatesNextYear,
  suggestSeasonName,
  ZNextSeasonForm,
} from '../../domain/forms/next-season-form.ts';
import type { TLeague } from '../../domain/schemas/league.ts';
import { t } from '../../i18n/core.ts';
import { TextField } from '../../ui/Field.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';
import { toast } from '../../ui/toasts.tsx';
import { DeskForm, errorText } from './parts.tsx';

/**
 * ADR 055: the league's next season, with the same rules, and the teams that come back carried
 * over (name, captain, roster). Once `next` has started, the teams that confirm late join it.
 * Online only: the server moves the captains' accounts.
 */
export function NextSeason({
  league,
  next,
  teams,
  onDone,
}: {
  league: TRow<TLeague>;
  /** The next season, when it has started already. */
  next: TRow<TLeague> | null;
  /** The teams that may carry over: the league's, less those already in `next`. */
  teams: { id: string; name: string }[];
  onDone: () => void;
}) {
  const { register, submit, problem, clearOnEdit, formState, watch, getFieldState, setValue } = useSchemaForm(
    ZNextSeasonForm,
    {
      season: next?.season ?? suggestSeasonName(league.season),
      startDate: next?.startDate ?? sameDatesNextYear(league.startDate),
      endDate: next?.endDate ?? sameDatesNextYear(league.endDate),
      teamIds: next ? [] : teams.map((team) => team.id),
    },
  );
  // The desk may still be reading the league's teams when the dialog opens: every team is ticked
  // as they come, until the organiser ticks or unticks one.
  const teamKey = teams.map((team) => team.id).join(' ');
  useEffect(() => {
    if (!next && !getFieldState('teamIds').isDirty) setValue('teamIds', teamKey ? teamKey.split(' ') : []);
  }, [next, teamKey, getFieldState, setValue]);
  const start = submit(async (body) => {
    try {
      const answer = await apiCall<{ season: string; teams: number }>(
        `/api/admin/leagues/${league.id}/next-season`,
        { body },
      );
      const words = next ? 'admin.nextSeason.carried' : 'admin.nextSeason.started';
      toast.success(t(words, { season: answer.season, count: answer.teams }));
      onDone();
    } catch (error) {
      return errorText(error);
    }
  });
  const season = watch('season').trim();
  const ticked = watch('teamIds');
  const isNoneTicked = !ticked || (Array.isArray(ticked) && ticked.length === 0);
  const id = (key: string) => `next-season-${key}`;
  return (
    <DeskForm onSubmit={start} problem={problem} {...clearOnEdit}>
      <p className="text-sm text-stone-600">
        {next
          ? t('admin.nextSeason.carryIntro', { next: next.season })
          : t('admin.nextSeason.intro', { name: league.name })}
      </p>
      {!next && (
        <>
          <TextField id={id('season')} label={t('admin.season')} maxLength={20} {...register('season')} />
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <TextField id={id('start')} label={t('admin.startDate')} type="date" {...register('startDate')} />
            <TextField id={id('end')} label={t('admin.endDate')} type="date" {...register('endDate')} />
          </div>
        </>
      )}
      <fieldset className="rounded-lg border border-stone-200 p-3" aria-describedby={id('teams-hint')}>
        <legend className="px-1 text-sm font-semibold">{t('admin.nextSeason.teams')}</legend>
        <p id={id('teams-hint')} className="text-sm text-stone-600">
          {teams.length === 0 ? t('admin.nextSeason.noTeams') : t('admin.nextSeason.teamsHint')}
        </p>
        <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
          {teams.map((team) => (
            <label key={team.id} className="flex min-h-11 items-center gap-2">
              <input type="checkbox" value={team.id} {...register('teamIds')} />
              <span className="break-words">{team.name}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <FormActions
        onCancel={onDone}
        submit={submitWords(next, season)}
        isBusy={formState.isSubmitting || (next !== null && isNoneTicked)}
      />
    </DeskForm>
  );
}

function submitWords(next: TRow<TLeague> | null, season: string) {
  if (next) return t('admin.nextSeason.carrySubmit', { season: next.season });
  return season ? t('admin.nextSeason.submit', { season }) : t('admin.nextSeason.title');
}
