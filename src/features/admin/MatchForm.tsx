import { useState } from 'react';
import { useDaysAway } from '../../data/days-away.ts';
import type { TRow } from '../../data/local-store.ts';
import { clashesOf } from '../../domain/bookings.ts';
import { instantToLeagueLocalInput, leagueLocalToInstant } from '../../domain/dates.ts';
import { docId, leagueDbName } from '../../domain/db-names.ts';
import { fixtureChange } from '../../domain/fixture-change.ts';
import { kickOffOf, matchFormSchema } from '../../domain/forms/match-form.ts';
import { newId } from '../../domain/ids.ts';
import { MATCH_STATUSES } from '../../domain/limits.ts';
import { MSG } from '../../domain/messages.ts';
import type { TMatch } from '../../domain/schemas/match.ts';
import { t } from '../../i18n/core.ts';
import { NumberField, SelectField, TextField } from '../../ui/Field.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { VenueChoices } from '../../ui/Place.tsx';
import { Problem } from '../../ui/Problem.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';
import { toast } from '../../ui/toasts.tsx';
import { adminWrite, asDoc, type TAdminData, teamsOfLeague } from './admin-data.ts';
import { BookingWarning } from './BookingWarning.tsx';
import { DeskForm, LeagueOptions } from './parts.tsx';

export type TMatchDraft = {
  match: TRow<TMatch> | null;
  leagueId?: string;
  status?: TMatch['status'];
  /** A captain's request to move it (ADR 043): the form opens on the kick-off and field asked for. */
  moveTo?: { date: string; venue: string; team: string };
};

/** The repeated-hour choice a stored match at such a time was saved with. */
function storedChoice(date: string | undefined, local: string): '' | 'earlier' | 'later' {
  const again = date ? leagueLocalToInstant(local) : null;
  if (!again || again.ok || again.code !== 'ambiguous') return '';
  return again.candidates[0] === date ? 'earlier' : 'later';
}

const STATUS_LABELS = {
  scheduled: 'admin.scheduled',
  completed: 'admin.completed',
  cancelled: 'admin.cancelled',
} as const;

/** The spec's match form (§5), in New York time, with a reason for a result recorded by hand. */
export function MatchForm({
  draft,
  data,
  onDone,
}: {
  draft: TMatchDraft;
  data: TAdminData;
  onDone: () => void;
}) {
  const { match, moveTo } = draft;
  const kickOff = moveTo?.date ?? match?.date;
  const local = kickOff ? instantToLeagueLocalInput(kickOff) : '';
  const [schema] = useState(() => matchFormSchema(match));
  const { register, watch, setValue, submit, problem, clearOnEdit } = useSchemaForm(schema, {
    leagueId: match?.leagueId ?? draft.leagueId ?? data.leagues[0]?.id ?? '',
    homeTeamId: match?.homeTeamId ?? '',
    awayTeamId: match?.awayTeamId ?? '',
    day: local.slice(0, 10),
    time: local.slice(11, 16),
    // A stored match at a repeated hour keeps the instant it has: the choice is read back from it.
    dst: storedChoice(kickOff, local),
    venue: moveTo?.venue || match?.venue || '',
    status: draft.status ?? match?.status ?? 'scheduled',
    refereeId: match?.refereeId ?? '',
    home: match?.score ? String(match.score.home) : '',
    away: match?.score ? String(match.score.away) : '',
    homePens: match?.penalties ? String(match.penalties.home) : '',
    awayPens: match?.penalties ? String(match.penalties.away) : '',
    resultNote: match?.resultNote ?? '',
  });
  const v = watch();
  // A choice empties what hangs on it: a new league its teams, a new time its repeated-hour choice.
  const clears = (...fields: ('homeTeamId' | 'awayTeamId' | 'dst')[]) => ({
    onChange: () => {
      for (const field of fields) setValue(field, '');
    },
  });
  const teams = teamsOfLeague(data.teams, v.leagueId);
  // A team already on the match stays listed even if it has withdrawn since.
  const listed = (id: string) =>
    id && !teams.some((t) => t.id === id) ? data.teams.filter((t) => t.id === id) : [];
  const referees = data.users.filter(
    (u) => u.role === 'referee' && (!u.deactivatedAt || u.id === v.refereeId),
  );
  // The days each referee said they cannot referee (ADR 051), against the match's New York day.
  const daysAway = useDaysAway();
  const isAway = (refereeId: string) => Boolean(v.day && daysAway?.get(refereeId)?.includes(v.day));
  const converted = kickOffOf(v);
  const isAmbiguous = converted !== null && !converted.ok && converted.code === 'ambiguous';
  // What else holds this field or a referee at this kick-off, in any league (ADR 069).
  const booking =
    converted?.ok && v.status === 'scheduled'
      ? { id: match?.id ?? '', date: converted.instant, venue: v.venue, refereeId: v.refereeId || null }
      : null;
  const isBusy = (refereeId: string) =>
    booking !== null && clashesOf({ ...booking, refereeId }, data.matches).referee.length > 0;
  const refereeLabel = (r: { id: string; displayName: string }) =>
    isAway(r.id)
      ? t('admin.awayThatDay', { name: r.displayName })
      : isBusy(r.id)
        ? t('admin.bookings.busyThen', { name: r.displayName })
        : r.displayName;
  const isCompleted = v.status === 'completed';
  // A playoff match (ADR 062): the bracket names its teams; level, it was decided on penalties.
  const isBracket = Boolean(match?.playoff);
  const isLevel = v.home !== '' && v.home === v.away;

  const save = submit(async (fields) => {
    const now = new Date().toISOString();
    const base = match
      ? asDoc(match, 'match')
      : { _id: docId('match', newId()), type: 'match', createdAt: now };
    const doc = { refereeReportId: null, events: null, ...base, ...fields, updatedAt: now };
    const refused = await adminWrite(leagueDbName(fields.leagueId), doc).catch(() => MSG.failedToSaveMatch);
    if (refused) return refused;
    // The server tells the teams of a move or a cancellation (fixture-change.ts): say so here.
    const change = match ? fixtureChange(match, doc, Date.now()) : null;
    const withReferee = change && doc.refereeId && doc.refereeId === match?.refereeId ? 'yes' : 'no';
    toast.success(change ? t('admin.matchSavedTold', { withReferee }) : MSG.matchSaved(!match));
    onDone();
  });

  return (
    <DeskForm onSubmit={save} problem={problem} {...clearOnEdit}>
      {moveTo && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
          {t('admin.movingAsAsked', { team: moveTo.team })}
        </p>
      )}
      {/* A match stays in its league: shown, not editable (a disabled field would send nothing). */}
      {match && <input type="hidden" {...register('leagueId')} />}
      <SelectField
        id="match-league"
        label={t('admin.league2')}
        {...(match
          ? { disabled: true, value: v.leagueId }
          : register('leagueId', clears('homeTeamId', 'awayTeamId')))}
      >
        <option value="">{t('admin.chooseALeague')}</option>
        <LeagueOptions leagues={data.leagues} />
      </SelectField>
      {isBracket && (
        <>
          <input type="hidden" {...register('homeTeamId')} />
          <input type="hidden" {...register('awayTeamId')} />
          <p className="text-sm text-stone-600">{t('admin.playoff.teamsFromBracket')}</p>
        </>
      )}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField
          id="match-home"
          label={t('admin.homeTeam')}
          {...(isBracket
            ? { disabled: true, value: v.homeTeamId }
            : register('homeTeamId', {
                onChange: (e: { target: { value: string } }) => {
                  if (v.awayTeamId === e.target.value) setValue('awayTeamId', '');
                },
              }))}
        >
          <option value="">{t('admin.chooseTheHomeTeam')}</option>
          {[...teams, ...listed(v.homeTeamId)].map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="match-away"
          label={t('admin.awayTeam')}
          {...(isBracket ? { disabled: true, value: v.awayTeamId } : register('awayTeamId'))}
        >
          <option value="">{t('admin.chooseTheAwayTeam')}</option>
          {[...teams, ...listed(v.awayTeamId)]
            .filter((t) => t.id !== v.homeTeamId)
            .map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
        </SelectField>
        <TextField id="match-day" label={t('admin.date')} type="date" {...register('day', clears('dst'))} />
        <TextField
          id="match-time"
          label={t('admin.timeNewYork')}
          type="time"
          {...register('time', clears('dst'))}
        />
      </div>
      {converted && !converted.ok && converted.code === 'nonexistent' && <Problem text={converted.message} />}
      {(isAmbiguous || v.dst) && (
        <fieldset className="rounded-lg border border-amber-300 bg-amber-50 p-3">
          <legend className="px-1 text-sm font-semibold">{t('admin.thisTimeHappensTwiceIn')}</legend>
          {(['earlier', 'later'] as const).map((option) => (
            <label key={option} className="flex min-h-11 items-center gap-2">
              <input type="radio" value={option} {...register('dst')} />
              {option === 'earlier' ? t('admin.theFirstOneEdtDaylight') : t('admin.theSecondOneEstStandard')}
            </label>
          ))}
        </fieldset>
      )}
      <TextField
        id="match-venue"
        label={t('admin.venue')}
        list="match-venues"
        {...register('venue')}
        maxLength={200}
      />
      <VenueChoices id="match-venues" venues={data.leagues.find((l) => l.id === v.leagueId)?.venues} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField id="match-status" label={t('admin.status')} {...register('status')}>
          {MATCH_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(STATUS_LABELS[s])}
            </option>
          ))}
        </SelectField>
        <SelectField id="match-referee" label={t('admin.referee')} {...register('refereeId')}>
          <option value="">{t('admin.noReferee')}</option>
          {referees.map((r) => (
            <option key={r.id} value={r.id}>
              {refereeLabel(r)}
            </option>
          ))}
        </SelectField>
      </div>
      <BookingWarning data={data} match={booking} />
      {isCompleted && (
        <fieldset className="rounded-lg border border-stone-200 p-3">
          <legend className="px-1 text-sm font-semibold">{t('admin.result')}</legend>
          <div className="grid grid-cols-2 gap-3">
            <NumberField id="match-score-home" label={t('admin.homeScore')} {...register('home')} />
            <NumberField id="match-score-away" label={t('admin.awayScore')} {...register('away')} />
          </div>
          {isBracket && isLevel && (
            <div className="mt-3 grid grid-cols-2 gap-3">
              <NumberField
                id="match-pens-home"
                label={t('admin.playoff.homePens')}
                {...register('homePens')}
              />
              <NumberField
                id="match-pens-away"
                label={t('admin.playoff.awayPens')}
                {...register('awayPens')}
              />
            </div>
          )}
          <TextField
            id="match-note"
            className="mt-3"
            label={t('admin.reasonShownWithTheResult')}
            placeholder={t('admin.forfeitBushwickDidNotShow')}
            {...register('resultNote')}
            maxLength={300}
            hint={t('admin.neededWhenYouRecordOr')}
          />
        </fieldset>
      )}
      <FormActions onCancel={onDone} submit={match ? t('admin.saveMatch') : t('admin.createMatch')} />
    </DeskForm>
  );
}
