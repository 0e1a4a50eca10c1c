import { useState } from 'react';
import { apiCall } from '../../data/api.ts';
import { standingsOf, useLeagueBundle } from '../../data/league.ts';
import type { TRow } from '../../data/local-store.ts';
import { instantToLeagueLocalInput, leagueLocalToInstant } from '../../domain/dates.ts';
import { type TPlayoffFormValues, ZPlayoffForm } from '../../domain/forms/playoff-form.ts';
import { roundName, seedsFromTable } from '../../domain/playoffs.ts';
import type { TLeague } from '../../domain/schemas/league.ts';
import { PLAYOFF_SIZES } from '../../domain/schemas/playoff.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { SelectField, TextField } from '../../ui/Field.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { VenueChoices } from '../../ui/Place.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';
import { toast } from '../../ui/toasts.tsx';
import { PlayoffBracket } from '../league/PlayoffBracket.tsx';
import { ConfirmDialog, DeskForm, errorText } from './parts.tsx';

const WEEK = 7 * 86_400_000;

/**
 * ADR 062: a league's playoffs on the desk. Before the draw, the form (seeds in the table's order,
 * a day and field for each round a week apart after the last fixture); after it, the bracket as
 * everyone sees it, and "Remove the playoffs" while none of its matches has been played.
 */
export function Playoffs({ league, onDone }: { league: TRow<TLeague>; onDone: () => void }) {
  const bundle = useLeagueBundle(league.id);
  const [isRemoving, setRemoving] = useState(false);
  if (!bundle) return <p role="status">{t('admin.loading')}</p>;
  const names = new Map(bundle.teams.map((team) => [team.teamId, team.name]));
  if (!bundle.playoff) return <DrawForm league={league} bundle={bundle} onDone={onDone} />;
  const bracketIds = new Set(bundle.matches.filter((m) => m.playoff).map((m) => m.id));
  const isPlayed = bundle.matches.some((m) => bracketIds.has(m.id) && m.status === 'completed');
  const remove = async () => {
    setRemoving(false);
    try {
      await apiCall(`/api/admin/leagues/${league.id}/playoffs`, { method: 'DELETE' });
      toast.success(t('admin.playoff.removedToast', { league: league.name }));
    } catch (error) {
      toast.error(errorText(error));
    }
  };
  return (
    <div className="space-y-4">
      <PlayoffBracket playoff={bundle.playoff} matches={bundle.matches} names={names} />
      <p className="text-sm text-stone-600">{t('admin.playoff.howItRuns')}</p>
      {isPlayed ? (
        <p className="text-sm text-stone-600">{t('admin.playoff.cannotRemove')}</p>
      ) : (
        <Button variant="secondary" onClick={() => setRemoving(true)}>
          {t('admin.playoff.remove')}
        </Button>
      )}
      <ConfirmDialog
        title={t('admin.playoff.removeTitle')}
        isOpen={isRemoving}
        onClose={() => setRemoving(false)}
        onConfirm={() => void remove()}
        confirmLabel={t('admin.playoff.remove')}
      >
        <p>{t('admin.playoff.removeConfirm', { league: league.name })}</p>
      </ConfirmDialog>
    </div>
  );
}

type TBundle = NonNullable<ReturnType<typeof useLeagueBundle>>;

/** Each round a week after the one before, from a week after the league's last fixture. */
function defaultRounds(bundle: TBundle): TPlayoffFormValues['rounds'] {
  const last = bundle.matches.at(-1);
  const from = last ? Date.parse(last.date) : Date.now();
  return [1, 2, 3].map((week) => {
    const local = instantToLeagueLocalInput(new Date(from + week * WEEK).toISOString());
    return { day: local.slice(0, 10), time: local.slice(11, 16), venue: last?.venue ?? '' };
  });
}

function DrawForm({
  league,
  bundle,
  onDone,
}: {
  league: TRow<TLeague>;
  bundle: TBundle;
  onDone: () => void;
}) {
  const table = standingsOf(bundle);
  const sizes = PLAYOFF_SIZES.filter((size) => size <= table.length);
  const largest = sizes.at(-1) ?? 2;
  const { register, watch, submit, problem, clearOnEdit, formState } = useSchemaForm(ZPlayoffForm, {
    size: String(largest >= 4 ? 4 : largest) as '2' | '4' | '8',
    seeds: seedsFromTable(table, 8),
    rounds: defaultRounds(bundle),
  });
  if (sizes.length === 0) return <p>{t('admin.playoff.tooFewTeams')}</p>;
  const size = Number(watch('size'));
  const rounds = Math.log2(size);
  const toPlay = bundle.matches.filter((m) => !m.playoff && m.status === 'scheduled').length;
  const save = submit(async (request) => {
    try {
      const answer = await apiCall<{ matches: number }>(`/api/admin/leagues/${league.id}/playoffs`, {
        body: request,
      });
      toast.success(t('admin.playoff.drawnToast', { count: answer.matches }));
      onDone();
      return null;
    } catch (error) {
      return errorText(error);
    }
  });
  const when = (i: number) => {
    const round = watch(`rounds.${i}`);
    const kickOff = round?.day && round.time ? leagueLocalToInstant(`${round.day}T${round.time}`) : null;
    return kickOff?.ok ? kickOff.instant : null;
  };
  return (
    <DeskForm onSubmit={save} problem={problem} {...clearOnEdit}>
      <p className="text-sm text-stone-700">{t('admin.playoff.intro')}</p>
      {toPlay > 0 && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
          {t('admin.playoff.seasonNotOver', { count: toPlay })}
        </p>
      )}
      <SelectField id="playoff-size" label={t('admin.playoff.size')} {...register('size')}>
        {sizes.map((n) => (
          <option key={n} value={String(n)}>
            {t('admin.playoff.sizeOption', { count: n })}
          </option>
        ))}
      </SelectField>
      <fieldset className="space-y-2">
        <legend className="font-semibold">{t('admin.playoff.seeds')}</legend>
        <p className="text-sm text-stone-600">{t('admin.playoff.seedsHint')}</p>
        {Array.from({ length: size }, (_, i) => (
          <SelectField
            // biome-ignore lint/suspicious/noArrayIndexKey: a seed is its place
            key={i}
            id={`playoff-seed-${i + 1}`}
            label={t('admin.playoff.seedLabel', { seed: i + 1 })}
            {...register(`seeds.${i}`)}
          >
            <option value="">{t('admin.playoff.chooseTeam')}</option>
            {table.map((row) => (
              <option key={row.teamId} value={row.teamId}>
                {t('admin.playoff.teamOption', {
                  position: row.position,
                  team: row.name,
                  points: row.points,
                })}
              </option>
            ))}
          </SelectField>
        ))}
      </fieldset>
      {Array.from({ length: rounds }, (_, i) => (
        <fieldset
          // biome-ignore lint/suspicious/noArrayIndexKey: a round is its place
          key={i}
          className="grid grid-cols-2 gap-3 rounded-xl border border-stone-200 p-3"
          aria-describedby={`playoff-round-${i}-when`}
        >
          <legend className="px-1 font-semibold">{t(roundName(i + 1, rounds))}</legend>
          <TextField
            id={`playoff-round-${i}-day`}
            label={t('admin.playoff.day')}
            type="date"
            {...register(`rounds.${i}.day`)}
          />
          <TextField
            id={`playoff-round-${i}-time`}
            label={t('admin.playoff.kickOff')}
            type="time"
            {...register(`rounds.${i}.time`)}
          />
          <TextField
            id={`playoff-round-${i}-venue`}
            label={t('admin.playoff.field')}
            list="playoff-venues"
            maxLength={200}
            className="col-span-2"
            {...register(`rounds.${i}.venue`)}
          />
          <p id={`playoff-round-${i}-when`} className="col-span-2 text-xs text-stone-600">
            {when(i) ? '' : t('admin.playoff.dayNeeded')}
          </p>
        </fieldset>
      ))}
      <VenueChoices id="playoff-venues" venues={league.venues} />
      <FormActions onCancel={onDone} isBusy={formState.isSubmitting} submit={t('admin.playoff.draw')} />
    </DeskForm>
  );
}
