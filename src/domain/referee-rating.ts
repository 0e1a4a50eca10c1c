import type { TMatch } from './schemas/match.ts';

/** Days after kick-off in which a captain may rate the match's referee, or change the rating. */
export const RATING_WINDOW_DAYS = 14;
const DAY = 86_400_000;

/** The average of the ratings to one decimal (spec: Average Rating, 1 decimal), null with none. */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  return Math.round((sum / ratings.length) * 10) / 10;
}

/** Whether a team of this match may rate its referee now: played, refereed, within the window. */
export function isRatable(match: Pick<TMatch, 'status' | 'refereeId' | 'date'>, now: number): boolean {
  const kickOff = Date.parse(match.date);
  return (
    match.status === 'completed' &&
    Boolean(match.refereeId) &&
    Number.isFinite(kickOff) &&
    now >= kickOff &&
    now <= kickOff + RATING_WINDOW_DAYS * DAY
  );
}

/** When the window to rate this match's referee closes. */
export const ratingClosesAt = (match: Pick<TMatch, 'date'>): string =>
  new Date(Date.parse(match.date) + RATING_WINDOW_DAYS * DAY).toISOString();
