import { describe, expect, it } from 'vitest';
import { ZLeagueForm } from '../../src/domain/forms/league-form.ts';
import { mapUrl, placeOf, placeText, VENUES_MAX } from '../../src/domain/venues.ts';
import { leagueFormValues } from '../support/league-form.ts';

const fields = [
  { name: 'Randalls Island Field 12', address: "Randall's Island Park, New York, NY 10035" },
  { name: 'Pier 5', address: '' },
];

describe("a fixture's venue and the league's fields", () => {
  it('finds the address of a venue the league named, whatever the case and spaces', () => {
    expect(placeOf(' randalls island FIELD 12 ', fields)).toEqual({
      name: 'randalls island FIELD 12',
      address: fields[0]!.address,
      mapUrl: mapUrl(fields[0]!.address),
    });
    expect(placeText('Randalls Island Field 12', fields)).toBe(
      "Randalls Island Field 12, Randall's Island Park, New York, NY 10035",
    );
  });

  it('falls back to the name: a field without an address, an unknown one, a league without fields', () => {
    expect(placeOf('Pier 5', fields)).toMatchObject({ address: null, mapUrl: mapUrl('Pier 5') });
    expect(placeText('Marine Park', fields)).toBe('Marine Park');
    expect(placeText('Marine Park', undefined)).toBe('Marine Park');
    expect(placeOf('  ', fields)).toBeNull();
    expect(mapUrl('Pier 5, Brooklyn & Co')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Pier%205%2C%20Brooklyn%20%26%20Co',
    );
  });
});

describe("the league form's fields", () => {
  const form = (venues: { name: string; address: string }[]) => leagueFormValues({ venues });

  it('keeps named rows trimmed, once per name, drops empty ones, and stops at the limit', () => {
    const parsed = ZLeagueForm.parse(
      form([
        { name: ' Pier 5 ', address: ' Brooklyn ' },
        { name: '', address: '' },
        { name: 'pier 5', address: 'a second Pier 5' },
        ...Array.from({ length: VENUES_MAX + 5 }, (_, i) => ({ name: `Field ${i}`, address: '' })),
      ]),
    );
    expect(parsed.venues[0]).toEqual({ name: 'Pier 5', address: 'Brooklyn' });
    expect(parsed.venues).toHaveLength(VENUES_MAX);
    expect(parsed.venues.filter((v) => v.name.toLowerCase() === 'pier 5')).toHaveLength(1);
  });

  it('says so when an address has no field name', () => {
    const result = ZLeagueForm.safeParse(form([{ name: ' ', address: '45 Ridge Rd' }]));
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['venues']);
  });
});
