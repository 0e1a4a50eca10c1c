import { placeOf, type TVenue } from '../domain/venues.ts';
import { t } from '../i18n/core.ts';

/**
 * A fixture's venue. Where the league gave the field's address, the name opens the map and the
 * address follows on its own line, so a player on their way knows where Field 2 is.
 */
export function Place({ venue, venues }: { venue: string; venues: readonly TVenue[] | undefined }) {
  const place = placeOf(venue, venues);
  if (!place) return null;
  if (!place.address) return <>{place.name}</>;
  return (
    <>
      <a
        href={place.mapUrl}
        target="_blank"
        rel="noreferrer"
        className="font-medium text-brand-800 underline"
        aria-label={t('app.directionsTo', { place: place.name, address: place.address })}
      >
        {place.name}
      </a>
      <span className="block text-sm text-stone-600">{place.address}</span>
    </>
  );
}

/** The league's field names, offered as a venue is typed (`list={id}` on the input). */
export function VenueChoices({ id, venues }: { id: string; venues: readonly TVenue[] | undefined }) {
  return (
    <datalist id={id}>
      {(venues ?? []).map((venue) => (
        <option key={venue.name} value={venue.name} />
      ))}
    </datalist>
  );
}
