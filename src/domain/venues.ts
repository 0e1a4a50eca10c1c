// A league's fields with their addresses: "Where is Field 2?" was the question a fixture left
// open. A fixture's venue is free text (the spec's field); when it names one of the league's
// fields, the address and a map link come with it. No address: the venue's name is the map query.

export const VENUES_MAX = 30;
export const VENUE_NAME_MAX = 200;
export const VENUE_ADDRESS_MAX = 300;

export type TVenue = { name: string; address: string };
export type TPlace = { name: string; address: string | null; mapUrl: string };

const key = (name: string) => name.trim().toLowerCase();

/** A map search that opens the phone's map app (or the web map) on the place. */
export const mapUrl = (query: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;

/** Where a fixture's venue is: its address from the league's fields, if it names one. */
export function placeOf(venue: string, venues: readonly TVenue[] | undefined): TPlace | null {
  const name = venue.trim();
  if (!name) return null;
  const address = (venues ?? []).find((v) => key(v.name) === key(name))?.address.trim() || null;
  return { name, address, mapUrl: mapUrl(address ?? name) };
}

/** "Field 2, 45 Ridge Rd, Queens": a venue with its address where the league gave one. */
export function placeText(venue: string, venues: readonly TVenue[] | undefined): string {
  const place = placeOf(venue, venues);
  if (!place) return '';
  return place.address ? `${place.name}, ${place.address}` : place.name;
}
