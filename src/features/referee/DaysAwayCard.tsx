import { saveDaysAway, useDaysAway } from '../../data/days-away.ts';
import { refusalText } from '../../data/outbox.ts';
import { formatCalendarDate } from '../../domain/dates.ts';
import { withDay, withoutDay } from '../../domain/days-away.ts';
import { dayAwayFormSchema } from '../../domain/forms/day-away-form.ts';
import { DAYS_AWAY_MAX } from '../../domain/schemas/days-away.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { Problem } from '../../ui/Problem.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';
import { toast } from '../../ui/toasts.tsx';

/**
 * ADR 051: the referee marks the days they cannot referee, offline too. The league sees them on
 * the desk, and a match that needs a referee on one of them does not ring this referee. Loaded
 * with the profile's other forms, after it draws.
 */
export default function DaysAwayCard({ refereeId }: { refereeId: string }) {
  const days = useDaysAway()?.get(refereeId) ?? [];
  const form = useSchemaForm(dayAwayFormSchema, { day: '' });
  const save = async (next: string[]) => {
    try {
      await saveDaysAway(refereeId, next);
    } catch (error) {
      return refusalText(error, t('referee.daysAwayNotSaved'));
    }
    toast.success(navigator.onLine ? t('referee.daysAwaySaved') : t('referee.daysAwaySavedOffline'));
    return null;
  };
  const add = form.submit(async ({ day }) => {
    const next = withDay(days, day, Date.now());
    if (!next) return t('referee.dayAwayFull', { max: DAYS_AWAY_MAX });
    const problem = await save(next);
    if (!problem) form.reset({ day: '' });
    return problem;
  });
  return (
    <section aria-labelledby="days-away" className="rounded-2xl border border-stone-200 bg-white p-4">
      <h2 id="days-away" className="font-semibold">
        {t('referee.daysAway')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t('referee.daysAwayHint')}</p>
      {days.length === 0 ? (
        <p className="mt-3 text-sm">{t('referee.noDaysAway')}</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2">
          {days.map((day) => (
            <li
              key={day}
              className="flex items-center gap-1 rounded-full bg-stone-100 py-0.5 pr-0.5 pl-3 text-sm"
            >
              {formatCalendarDate(day)}
              <button
                type="button"
                className="min-h-11 min-w-11 rounded-full font-semibold text-stone-700 hover:bg-stone-200"
                aria-label={t('referee.removeDayAway', { day: formatCalendarDate(day) })}
                onClick={() => void save(withoutDay(days, day, Date.now())).then(form.setProblem)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={add} noValidate className="mt-3 flex flex-wrap items-end gap-2" {...form.clearOnEdit}>
        <TextField
          id="day-away"
          type="date"
          label={t('referee.dayAway')}
          className="grow"
          {...form.register('day')}
        />
        <Button type="submit" variant="secondary" disabled={form.formState.isSubmitting}>
          {t('referee.addDayAway')}
        </Button>
      </form>
      <div className="mt-2">
        <Problem text={form.problem} />
      </div>
    </section>
  );
}
