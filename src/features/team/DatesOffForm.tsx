import type { TRow } from '../../data/local-store.ts';
import { refusalText, writeDoc } from '../../data/outbox.ts';
import { DATES_OFF_MAX, datesOffOf } from '../../domain/dates-off.ts';
import { docId, teamDbName } from '../../domain/db-names.ts';
import { ZDatesOffForm } from '../../domain/forms/dates-off-form.ts';
import type { TTeam } from '../../domain/schemas/team.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { DayList } from '../../ui/DayList.tsx';
import { Problem } from '../../ui/Problem.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';
import { toast } from '../../ui/toasts.tsx';

/**
 * ADR 077: the days the team asks not to play, before the league makes its schedule. Saved on the
 * phone first like any edit of the team's record; the admin's season generator reads them.
 */
export function DatesOffForm({ team }: { team: TRow<TTeam> }) {
  const { submit, problem, clearOnEdit, watch, setValue } = useSchemaForm(ZDatesOffForm, {
    datesOff: datesOffOf(team),
  });
  const days = watch('datesOff') ?? [];
  const save = submit(async ({ datesOff }) => {
    const { id, db: _db, ...body } = team;
    try {
      await writeDoc(teamDbName(id), { ...body, _id: docId('team', id), datesOff });
      toast.success(t('team.datesOff.saved'));
    } catch (error) {
      return refusalText(error, t('team.datesOff.failed'));
    }
  });
  return (
    <form onSubmit={save} noValidate {...clearOnEdit}>
      <fieldset
        id="dates-off"
        aria-describedby="dates-off-hint"
        className="mt-6 space-y-3 border-t border-stone-200 pt-4"
      >
        <legend className="font-semibold">{t('team.datesOff.title')}</legend>
        <p id="dates-off-hint" className="text-sm text-stone-600">
          {t('team.datesOff.hint', { max: DATES_OFF_MAX })}
        </p>
        <DayList
          id="dates-off-day"
          label={t('team.datesOff.day')}
          addLabel={t('team.datesOff.add')}
          removeLabel={(calendarDate) => t('team.datesOff.remove', { calendarDate })}
          days={days}
          onChange={(next) => setValue('datesOff', next, { shouldDirty: true })}
          isFull={days.length >= DATES_OFF_MAX}
        />
        {days.length === 0 && <p className="text-sm text-stone-600">{t('team.datesOff.none')}</p>}
        <Problem text={problem} />
        <Button type="submit">{t('team.datesOff.save')}</Button>
      </fieldset>
    </form>
  );
}
