// ADR 073: the colours a team plays in, and who changes when two teams' shirts are alike. No zod
// here: the captain's dashboard, the referee's screens and the day sheet read these and load no
// form library (screen-weight test).

/** Shirt colours a captain picks from: named, so every language has a word for each. */
export const KIT_COLOURS = [
  'white',
  'grey',
  'black',
  'navy',
  'blue',
  'lightBlue',
  'green',
  'yellow',
  'orange',
  'red',
  'maroon',
  'pink',
  'purple',
] as const;
export type TKitColour = (typeof KIT_COLOURS)[number];

/** A team's shirts: the first kit's colour, and the second kit's if it has one. */
export type TKit = { shirt: TKitColour; second: TKitColour | null };

/**
 * Pairs that a referee, or a player looking for a pass, mixes up from across a pitch in evening
 * light: besides the same colour twice, these too are a clash.
 */
const TOO_CLOSE: readonly [TKitColour, TKitColour][] = [
  ['black', 'navy'],
  ['navy', 'blue'],
  ['navy', 'purple'],
  ['blue', 'lightBlue'],
  ['blue', 'purple'],
  ['white', 'grey'],
  ['grey', 'lightBlue'],
  ['red', 'maroon'],
  ['red', 'orange'],
  ['red', 'pink'],
  ['maroon', 'purple'],
  ['orange', 'yellow'],
];

export function coloursClash(a: TKitColour, b: TKitColour): boolean {
  return a === b || TOO_CLOSE.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}

/**
 * What each team wears in a match, by the usual league rule: the home team keeps its first kit;
 * the away team changes to its second when the first shirts clash, and wears bibs when its second
 * clashes too or it has none. Null when either team has not said its colours.
 */
export type TKitPlan = {
  home: TKitColour;
  /** The away team's shirts, or null when it wears bibs. */
  away: TKitColour | null;
  awayWears: 'first' | 'second' | 'bibs';
};

export function kitPlan(home: TKit | null | undefined, away: TKit | null | undefined): TKitPlan | null {
  if (!home || !away) return null;
  if (!coloursClash(home.shirt, away.shirt))
    return { home: home.shirt, away: away.shirt, awayWears: 'first' };
  if (away.second && !coloursClash(home.shirt, away.second))
    return { home: home.shirt, away: away.second, awayWears: 'second' };
  return { home: home.shirt, away: null, awayWears: 'bibs' };
}

/** The shirts referees carry, in the order they usually reach for them. */
export const REFEREE_SHIRTS: readonly TKitColour[] = ['black', 'yellow', 'red', 'green', 'blue', 'pink'];

/** The referee's shirts that clash with neither team's (bibs are any colour: the home shirt decides). */
export function refereeShirts(plan: TKitPlan | null): TKitColour[] {
  if (!plan) return [];
  const worn = [plan.home, ...(plan.away ? [plan.away] : [])];
  return REFEREE_SHIRTS.filter((shirt) => worn.every((colour) => !coloursClash(shirt, colour)));
}

export const isKitColour = (c: unknown): c is TKitColour => (KIT_COLOURS as readonly unknown[]).includes(c);

/** A kit as stored, read leniently: a row from before kits, or a colour a newer app added, is "not said". */
export function kitOf(value: unknown): TKit | null {
  const kit = value as Partial<TKit> | null | undefined;
  if (!kit || !isKitColour(kit.shirt)) return null;
  return {
    shirt: kit.shirt,
    second: isKitColour(kit.second) && kit.second !== kit.shirt ? kit.second : null,
  };
}

/** A plan as a server sent it, read leniently (a newer server may know colours this app does not). */
export function kitPlanOf(value: unknown): TKitPlan | null {
  const plan = value as Partial<TKitPlan> | null | undefined;
  if (!plan || !isKitColour(plan.home)) return null;
  if (plan.awayWears === 'bibs') return { home: plan.home, away: null, awayWears: 'bibs' };
  if ((plan.awayWears === 'first' || plan.awayWears === 'second') && isKitColour(plan.away))
    return { home: plan.home, away: plan.away, awayWears: plan.awayWears };
  return null;
}
