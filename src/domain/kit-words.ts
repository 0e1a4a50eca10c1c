import { type TMessageKey, t } from '../i18n/core.ts';
import { kitPlan, type TKit, type TKitColour } from './kits.ts';

// ADR 073: a colour's word, and the captain's sentence about a match's colours, in the reader's
// language: the dashboard and the reminder e-mail say the same.

const COLOUR_WORD: Record<TKitColour, TMessageKey> = {
  white: 'app.kit.white',
  grey: 'app.kit.grey',
  black: 'app.kit.black',
  navy: 'app.kit.navy',
  blue: 'app.kit.blue',
  lightBlue: 'app.kit.lightBlue',
  green: 'app.kit.green',
  yellow: 'app.kit.yellow',
  orange: 'app.kit.orange',
  red: 'app.kit.red',
  maroon: 'app.kit.maroon',
  pink: 'app.kit.pink',
  purple: 'app.kit.purple',
};

export const colourName = (colour: TKitColour) => t(COLOUR_WORD[colour]);

/**
 * What one team's captain reads about a match's colours: what they wear, what the opponent wears,
 * and who changes on a clash. Null while the team has not said its own colours.
 */
export function captainKitLine(
  ours: TKit | null,
  theirs: TKit | null,
  isHome: boolean,
  opponent: string,
): { text: string; worn: TKitColour | null; isClash: boolean } | null {
  if (!ours) return null;
  const plan = isHome ? kitPlan(ours, theirs) : kitPlan(theirs, ours);
  const worn = plan ? (isHome ? plan.home : plan.away) : ours.shirt;
  const theirWorn = plan ? (isHome ? plan.away : plan.home) : null;
  const words = {
    ours: worn ? colourName(worn) : '',
    opponent,
    theirs: theirWorn ? colourName(theirWorn) : '',
  };
  const isClash = plan !== null && plan.awayWears !== 'first';
  const key: TMessageKey = !plan
    ? 'team.kit.theirsUnknown'
    : !isClash
      ? 'team.kit.wear'
      : isHome
        ? plan.awayWears === 'second'
          ? 'team.kit.theyChange'
          : 'team.kit.theyBibs'
        : plan.awayWears === 'second'
          ? 'team.kit.clashSecond'
          : 'team.kit.clashBibs';
  return { text: t(key, words), worn, isClash };
}
