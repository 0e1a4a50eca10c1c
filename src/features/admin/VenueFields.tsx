import { type Control, type UseFormRegister, useFieldArray } from 'react-hook-form';
import type { z } from 'zod';
import type { TLeagueFormValues, ZLeagueForm } from '../../domain/forms/league-form.ts';
import { VENUE_ADDRESS_MAX, VENUE_NAME_MAX, VENUES_MAX } from '../../domain/venues.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';

/**
 * The league's fields and where they are. A fixture whose venue names one shows its address and
 * a map link to captains, players and referees, so nobody asks the group chat where Field 2 is.
 */
export function VenueFields({
  control,
  register,
}: {
  control: Control<TLeagueFormValues, unknown, z.output<typeof ZLeagueForm>>;
  register: UseFormRegister<TLeagueFormValues>;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'venues' });
  return (
    <fieldset className="space-y-3 rounded-lg border border-stone-200 p-3">
      <legend className="px-1 text-sm font-semibold">{t('admin.venuesTitle')}</legend>
      <p className="text-sm text-stone-600">{t('admin.venuesHelp')}</p>
      {fields.length > 0 && (
        <ol className="space-y-3">
          {fields.map((field, index) => (
            <li key={field.id} className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              <TextField
                id={`league-venue-${index}-name`}
                label={t('admin.venueName', { n: index + 1 })}
                maxLength={VENUE_NAME_MAX}
                {...register(`venues.${index}.name`)}
              />
              <TextField
                id={`league-venue-${index}-address`}
                label={t('admin.venueAddress', { n: index + 1 })}
                autoComplete="street-address"
                maxLength={VENUE_ADDRESS_MAX}
                {...register(`venues.${index}.address`)}
              />
              <Button
                variant="ghost"
                className="justify-self-start sm:col-span-2"
                onClick={() => remove(index)}
              >
                {t('admin.removeVenue', { n: index + 1 })}
              </Button>
            </li>
          ))}
        </ol>
      )}
      {fields.length < VENUES_MAX && (
        <Button variant="secondary" onClick={() => append({ name: '', address: '' })}>
          {t('admin.addVenue')}
        </Button>
      )}
    </fieldset>
  );
}
