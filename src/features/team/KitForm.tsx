import { useEffect, useRef } from 'react';
import type { TRow } from '../../data/local-store.ts';
import { refusalText, writeDoc } from '../../data/outbox.ts';
import { docId, teamDbName } from '../../domain/db-names.ts';
import { ZKitForm } from '../../domain/forms/kit-form.ts';
import { KIT_COLOURS, kitOf } from '../../domain/kits.ts';
import type { TTeam } from '../../domain/schemas/team.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { SelectField } from '../../ui/Field.tsx';
import { colourLabel, TeamColours } from '../../ui/Kit.tsx';
import { Problem } from '../../ui/Problem.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';
import { toast } from '../../ui/toasts.tsx';

/**
 * ADR 073: the colours the team plays in. Saved on the phone first like any edit of the team's
 * record; opponents, referees and visitors see them once it syncs.
 */
export function KitForm({ team, isAsked = false }: { team: TRow<TTeam>; isAsked?: boolean }) {
  const kit = kitOf(team.kit);
  const { register, submit, problem, clearOnEdit } = useSchemaForm(ZKitForm, {
    shirt: kit?.shirt ?? '',
    second: kit?.second ?? '',
  });
  const section = useRef<HTMLFieldSetElement>(null);
  // Opened from the dashboard's "Set your team colours": the form is where the eye goes.
  useEffect(() => {
    if (isAsked) section.current?.scrollIntoView({ block: 'start' });
  }, [isAsked]);
  const save = submit(async (next) => {
    const { id, db: _db, ...body } = team;
    try {
      await writeDoc(teamDbName(id), { ...body, _id: docId('team', id), kit: next });
      toast.success(t('team.kit.saved'));
    } catch (error) {
      return refusalText(error, t('team.kit.failed'));
    }
  });
  const options = KIT_COLOURS.map((colour) => (
    <option key={colour} value={colour}>
      {colourLabel(colour)}
    </option>
  ));
  return (
    <form onSubmit={save} noValidate {...clearOnEdit}>
      <fieldset
        ref={section}
        id="team-colours"
        aria-describedby="team-colours-hint"
        className="mt-6 space-y-4 border-t border-stone-200 pt-4"
      >
        <legend className="font-semibold">{t('team.kit.title')}</legend>
        <p id="team-colours-hint" className="text-sm text-stone-600">
          {t('team.kit.hint')}
        </p>
        <TeamColours kit={kit} />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <SelectField id="kit-shirt" label={t('team.kit.shirt')} {...register('shirt')}>
            <option value="">{t('team.kit.notSet')}</option>
            {options}
          </SelectField>
          <SelectField id="kit-second" label={t('team.kit.second')} {...register('second')}>
            <option value="">{t('team.kit.none')}</option>
            {options}
          </SelectField>
        </div>
        <Problem text={problem} />
        <Button type="submit">{t('team.kit.save')}</Button>
      </fieldset>
    </form>
  );
}
