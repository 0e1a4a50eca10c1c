import { useState } from 'react';
import { useDaysAway } from '../../data/days-away.ts';
import { writeDocs } from '../../data/outbox.ts';
import { formatLeagueDate, formatLeagueTime, instantToLeagueLocalInput } from '../../domain/dates.ts';
import { leagueDbName } from '../../domain/db-names.ts';
import { fixtureChange } from '../../domain/fixture-change.ts';
import { makeupSchema } from '../../domain/forms/makeup-form.ts';
import { calledOff, MAKEUP_WEEKS, proposeMakeups, type TMakeup } from '../../domain/makeups.ts';
import { t } from '../../i18n/core.ts';
import { TextField } from '../../ui/Field.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';
import { toast } from '../../ui/toasts.tsx';
import { asDoc, byId, type TAdminData } from './admin-data.ts';
import { DeskForm, Empty } from './parts.tsx';

/**
 * ADR 066: the called-off matches put back on the calendar in one go. Each gets the first week
 * (same weekday, kick-off and field) when both teams and the field are free; the organiser changes
 * any kick-off, unticks what stays off, and reschedules. The teams and referees are told as for
 * any fixture put back on; a referee who cannot make the new date comes off it.
 */
export function MakeUpDates({ data, onDone }: { data: TAdminData; onDone: () => void }) {
  const daysAway = useDaysAway();
  const [now] = useState(() => Date.now());
  if (!daysAway) return <p role="status">{t('admin.loading')}</p>;
  const active = new Set(data.teams.filter((team) => !team.withdrawnAt).map((team) => team.id));
  const toPlace = calledOff(data.matches, active);
  if (toPlace.length === 0) return <Empty title={t('admin.makeup.none')} />;
  const proposal = proposeMakeups({ matches: data.matches, toPlace, fromMs: now, daysAway });
  return <MakeUpForm data={data} proposal={proposal} now={now} onDone={onDone} />;
}

function MakeUpForm(props: { data: TAdminData; proposal: TMakeup[]; now: number; onDone: () => void }) {
  const { data, proposal, now, onDone } = props;
  const [schema] = useState(() => makeupSchema(now));
  const form = useSchemaForm(schema, {
    picks: proposal.map((p) => ({
      matchId: p.matchId,
      isOn: p.date !== null,
      when: p.date ? instantToLeagueLocalInput(p.date) : '',
    })),
  });
  const matches = byId(data.matches);
  const teams = byId(data.teams);
  const leagues = byId(data.leagues);
  const picks = form.watch('picks');
  const ticked = picks.filter((p) => p.isOn).length;

  const save = form.submit(async (chosen) => {
    const kept = new Map(proposal.map((p) => [p.matchId, p]));
    const updatedAt = new Date().toISOString();
    let failed = 0;
    for (const leagueId of new Set(chosen.map((c) => matches.get(c.matchId)!.leagueId))) {
      const docs = chosen
        .filter((c) => matches.get(c.matchId)!.leagueId === leagueId)
        .map((c) => {
          const match = matches.get(c.matchId)!;
          // The proposal's check holds for the proposed kick-off; a changed one is the organiser's call.
          const proposed = kept.get(c.matchId)!;
          const keeps = proposed.date === c.date ? proposed.keepsReferee : true;
          return {
            ...asDoc(match, 'match'),
            status: 'scheduled',
            date: c.date,
            refereeId: keeps ? match.refereeId : null,
            updatedAt,
          };
        });
      const results = await writeDocs(leagueDbName(leagueId), docs);
      failed += results.filter((r) => 'error' in r).length;
    }
    if (failed) return t('admin.savedWithErrors', { value: chosen.length - failed, failed });
    // The server tells the teams and referee of those in the next 14 days (fixture-change.ts).
    const told = chosen.filter((c) => {
      const match = matches.get(c.matchId)!;
      return fixtureChange(match, { ...match, status: 'scheduled', date: c.date }, Date.now());
    }).length;
    toast.success(t('admin.makeup.done', { count: chosen.length, told }));
    onDone();
  });

  return (
    <DeskForm onSubmit={save} problem={form.problem} {...form.clearOnEdit}>
      <p className="text-sm text-stone-700">{t('admin.makeup.intro', { weeks: MAKEUP_WEEKS })}</p>
      <ul className="space-y-3">
        {proposal.map((p, i) => {
          const match = matches.get(p.matchId)!;
          const title = t('admin.vs2', {
            name: teams.get(match.homeTeamId)?.name ?? '?',
            name2: teams.get(match.awayTeamId)?.name ?? '?',
          });
          return (
            <li key={p.matchId}>
              <fieldset className="rounded-xl border border-stone-200 p-3">
                <legend className="break-words px-1 font-medium">{title}</legend>
                <p className="text-sm text-stone-600">
                  {t('admin.makeup.was', {
                    date: formatLeagueDate(match.date),
                    time: formatLeagueTime(match.date),
                    venue: match.venue || t('admin.venueToBeAnnounced'),
                    league: leagues.get(match.leagueId)?.name ?? '',
                  })}
                </p>
                {p.date === null && (
                  <p className="text-sm font-medium text-red-900">
                    {t('admin.makeup.nothingFree', { weeks: MAKEUP_WEEKS })}
                  </p>
                )}
                {p.date !== null && match.refereeId && !p.keepsReferee && (
                  <p className="text-sm text-amber-900">{t('admin.makeup.refereeComesOff')}</p>
                )}
                <label className="mt-2 flex min-h-11 items-center gap-2">
                  <input type="checkbox" {...form.register(`picks.${i}.isOn`)} />
                  <span>{t('admin.makeup.reschedule')}</span>
                </label>
                <TextField
                  id={`makeup-${p.matchId}`}
                  type="datetime-local"
                  label={t('admin.makeup.newKickOff')}
                  {...form.register(`picks.${i}.when`)}
                />
              </fieldset>
            </li>
          );
        })}
      </ul>
      <FormActions
        onCancel={onDone}
        isBusy={form.formState.isSubmitting}
        submit={t('admin.makeup.submit', { count: ticked })}
      />
    </DeskForm>
  );
}
