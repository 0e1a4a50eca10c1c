import { describe, expect, it } from 'vitest';
import { ZKitForm } from '../../src/domain/forms/kit-form.ts';
import {
  coloursClash,
  KIT_COLOURS,
  kitOf,
  kitPlan,
  kitPlanOf,
  REFEREE_SHIRTS,
  refereeShirts,
} from '../../src/domain/kits.ts';
import { ZTeam } from '../../src/domain/schemas/team.ts';

// ADR 073: who changes when two teams' shirts are alike, and what the referee may wear.

describe('team colours', () => {
  it('a colour clashes with itself and with those too close to it, both ways round', () => {
    for (const colour of KIT_COLOURS) expect(coloursClash(colour, colour)).toBe(true);
    for (const a of KIT_COLOURS)
      for (const b of KIT_COLOURS) expect(coloursClash(a, b)).toBe(coloursClash(b, a));
    expect(coloursClash('navy', 'black')).toBe(true);
    expect(coloursClash('red', 'maroon')).toBe(true);
    expect(coloursClash('blue', 'red')).toBe(false);
    expect(coloursClash('white', 'black')).toBe(false);
  });

  it('the home team keeps its shirts; the away team changes to its second, or bibs', () => {
    const blue = { shirt: 'blue', second: 'white' } as const;
    expect(kitPlan(blue, { shirt: 'red', second: null })).toEqual({
      home: 'blue',
      away: 'red',
      awayWears: 'first',
    });
    expect(kitPlan(blue, { shirt: 'navy', second: 'yellow' })).toEqual({
      home: 'blue',
      away: 'yellow',
      awayWears: 'second',
    });
    // The second set clashes too (light blue is close to blue), or there is none: bibs.
    expect(kitPlan(blue, { shirt: 'blue', second: 'lightBlue' })).toEqual({
      home: 'blue',
      away: null,
      awayWears: 'bibs',
    });
    expect(kitPlan(blue, { shirt: 'navy', second: null })).toEqual({
      home: 'blue',
      away: null,
      awayWears: 'bibs',
    });
    // The home team's own second set plays no part.
    expect(kitPlan({ shirt: 'red', second: 'blue' }, { shirt: 'blue', second: null })?.awayWears).toBe(
      'first',
    );
    // Not said by either team: no advice.
    expect(kitPlan(blue, null)).toBeNull();
    expect(kitPlan(undefined, blue)).toBeNull();
  });

  it('the referee gets the shirts that clash with neither team, in the usual order', () => {
    expect(refereeShirts({ home: 'blue', away: 'red', awayWears: 'first' })).toEqual([
      'black',
      'yellow',
      'green',
    ]);
    expect(refereeShirts({ home: 'black', away: 'yellow', awayWears: 'first' })).toEqual([
      'red',
      'green',
      'blue',
      'pink',
    ]);
    // Bibs are any colour: only the home shirts count.
    expect(refereeShirts({ home: 'green', away: null, awayWears: 'bibs' })).toEqual(
      REFEREE_SHIRTS.filter((c) => c !== 'green'),
    );
    expect(refereeShirts(null)).toEqual([]);
  });

  it('reads stored colours leniently: rows from before kits, or colours a newer app added, are "not said"', () => {
    expect(kitOf(undefined)).toBeNull();
    expect(kitOf({ shirt: 'gold', second: null })).toBeNull();
    expect(kitOf({ shirt: 'red', second: 'gold' })).toEqual({ shirt: 'red', second: null });
    expect(kitOf({ shirt: 'red' })).toEqual({ shirt: 'red', second: null });
    expect(kitPlanOf({ home: 'red', away: 'gold', awayWears: 'first' })).toBeNull();
    expect(kitPlanOf({ home: 'red', away: null, awayWears: 'bibs' })).toEqual({
      home: 'red',
      away: null,
      awayWears: 'bibs',
    });
    expect(kitPlanOf('red')).toBeNull();
  });

  it('the record takes known colours only, a second set unlike the first, and no more fields', () => {
    const kit = ZTeam.shape.kit;
    expect(kit.parse(undefined)).toBeNull();
    expect(kit.parse({ shirt: 'red' })).toEqual({ shirt: 'red', second: null });
    expect(kit.safeParse({ shirt: 'red', second: 'red' }).success).toBe(false);
    expect(kit.safeParse({ shirt: 'gold', second: null }).success).toBe(false);
    expect(kit.safeParse({ shirt: 'red', second: null, hex: '#f00' }).success).toBe(false);
  });

  it('the captain’s form: blank is "not said"; a second colour needs a first, and another one', () => {
    expect(ZKitForm.parse({ shirt: '', second: '' })).toBeNull();
    expect(ZKitForm.parse({ shirt: 'red', second: '' })).toEqual({ shirt: 'red', second: null });
    expect(ZKitForm.parse({ shirt: 'red', second: 'white' })).toEqual({ shirt: 'red', second: 'white' });
    const message = (values: { shirt: string; second: string }) =>
      ZKitForm.safeParse(values).error?.issues[0]?.message;
    expect(message({ shirt: '', second: 'white' })).toBe('Choose the first shirt colour before a second one');
    expect(message({ shirt: 'red', second: 'red' })).toBe(
      'The second shirts must be another colour than the first',
    );
  });
});
