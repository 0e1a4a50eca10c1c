// Words for the values documents store in English ("midfielder", "First Division"): the value
// stays as stored, the reader sees it in their language (issue #29).
import { type TMessageKey, t } from '../i18n/core.ts';

const LABELS: Record<string, TMessageKey> = {
  goalkeeper: 'app.value.goalkeeper',
  defender: 'app.value.defender',
  midfielder: 'app.value.midfielder',
  forward: 'app.value.forward',
  Beginner: 'app.value.beginner',
  Intermediate: 'app.value.intermediate',
  Advanced: 'app.value.advanced',
  'First Division': 'app.value.firstDivision',
  'Second Division': 'app.value.secondDivision',
  excellent: 'app.value.weatherExcellent',
  good: 'app.value.weatherGood',
  fair: 'app.value.weatherFair',
  poor: 'app.value.weatherPoor',
  active: 'app.value.active',
  inactive: 'app.value.inactive',
  scheduled: 'app.value.scheduled',
  completed: 'app.value.completed',
  cancelled: 'app.value.cancelled',
};

/** A stored value in the reader's language; a value this version does not know, as stored. */
export const valueLabel = (value: string): string => {
  const key = LABELS[value];
  return key ? t(key) : value;
};

const RATINGS: Record<number, TMessageKey> = {
  5: 'app.value.rating5',
  4: 'app.value.rating4',
  3: 'app.value.rating3',
  2: 'app.value.rating2',
  1: 'app.value.rating1',
};

/** "4 Very Good": a rating from 1 to 5 with its word. */
export const ratingLabel = (rating: number): string => {
  const key = RATINGS[rating];
  return key ? `${rating} ${t(key)}` : String(rating);
};

/**
 * A player's name as a reader sees it. A team that hides its roster publishes "Player" and the
 * jersey number (schemas/player.ts `hiddenName`, stored in English); that line is worded in the
 * reader's language.
 */
export function playerName(player: { firstName: string; lastName: string; isNameHidden?: boolean }) {
  return player.isNameHidden
    ? t('app.hiddenPlayer', { number: player.lastName })
    : `${player.firstName} ${player.lastName}`;
}
