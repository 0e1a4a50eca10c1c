import { useLiveQuery } from '../../data/live-query.ts';
import { store, type TRow } from '../../data/local-store.ts';
import { refusalText, writeDoc } from '../../data/outbox.ts';
import { useSendState } from '../../data/send-state.ts';
import { compareInstants, formatLeagueDate } from '../../domain/dates.ts';
import { docId, teamDbName } from '../../domain/db-names.ts';
import { RATING_MAX, RATING_MIN } from '../../domain/limits.ts';
import { isRatable, ratingClosesAt } from '../../domain/referee-rating.ts';
import type { TMatch } from '../../domain/schemas/match.ts';
import type { TRefereeRating } from '../../domain/schemas/referee-rating.ts';
import { t } from '../../i18n/core.ts';
import { Section } from '../../ui/Section.tsx';
import { SendNote } from '../../ui/SendNote.tsx';
import { toast } from '../../ui/toasts.tsx';

type TItem = { match: TRow<TMatch>; rating: TRow<TRefereeRating> | undefined };

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MAX - i);
const ratingLabel = (rating: number) => t(`app.value.rating${rating}` as 'app.value.rating5');

/**
 * This team's played matches (from the league the screen has read already) whose referee it may
 * still rate, newest first, with its rating if it gave one.
 */
function useRatable(teamId: string, matches: readonly TRow<TMatch>[]): TItem[] {
  const ratings =
    useLiveQuery(() => store.refereeRatings.where('db').equals(teamDbName(teamId)).toArray(), [teamId]) ?? [];
  const now = Date.now();
  return matches
    .filter((m) => (m.homeTeamId === teamId || m.awayTeamId === teamId) && isRatable(m, now))
    .sort((a, b) => compareInstants(b.date, a.date))
    .map((match) => ({ match, rating: ratings.find((r) => r.matchId === match.id) }));
}

/**
 * The captain rates the referee of each match played in the last two weeks, 1 (poor) to 5
 * (excellent), saved on the phone and sent when there is signal. The server turns the ratings
 * into the referee's average; a rating it refuses says why instead of passing for sent.
 */
export function RateReferees({
  teamId,
  leagueId,
  matches,
  names,
}: {
  teamId: string;
  leagueId: string;
  matches: readonly TRow<TMatch>[];
  names: Map<string, string>;
}) {
  const items = useRatable(teamId, matches);
  const sendState = useSendState(teamDbName(teamId));
  if (items.length === 0) return null;
  const rate = async ({ match, rating }: TItem, value: number) => {
    try {
      await writeDoc(teamDbName(teamId), {
        _id: docId('refereeRating', match.id),
        ...(rating ? { _rev: rating._rev } : {}),
        type: 'refereeRating',
        matchId: match.id,
        leagueId,
        teamId,
        refereeId: match.refereeId,
        rating: value,
        ratedAt: new Date().toISOString(),
      });
      toast.success(t('team.ratingSaved'));
    } catch (error) {
      toast.error(refusalText(error, t('team.failedToSaveRating')));
    }
  };
  return (
    <Section id="rate-referees" title={t('team.rateTheReferee')}>
      <p className="mt-1 text-sm text-stone-600">{t('team.rateTheRefereeHint')}</p>
      <ul className="mt-2 divide-y divide-stone-100">
        {items.map((item) => {
          const { match, rating } = item;
          const legend = t('team.refereeOfMatch', {
            home: names.get(match.homeTeamId) ?? '',
            away: names.get(match.awayTeamId) ?? '',
            homeScore: match.score?.home ?? '',
            awayScore: match.score?.away ?? '',
            date: formatLeagueDate(match.date),
          });
          return (
            <li key={match.id} className="py-3" data-testid="rate-referee">
              <fieldset>
                <legend className="font-medium">{legend}</legend>
                <div className="mt-2 flex flex-wrap gap-2">
                  {RATINGS.map((value) => (
                    <button
                      key={value}
                      type="button"
                      aria-pressed={rating?.rating === value}
                      onClick={() => void rate(item, value)}
                      className={`min-h-11 rounded-lg border px-3 text-sm font-semibold ${rating?.rating === value ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-300 bg-white text-ink'}`}
                    >
                      {value} <span className="font-normal">{ratingLabel(value)}</span>
                    </button>
                  ))}
                </div>
              </fieldset>
              {rating && (
                <p className="mt-2 text-sm font-medium">
                  {t('team.yourRating', { rating: rating.rating, label: ratingLabel(rating.rating) })}{' '}
                  <SendNote {...sendState(docId('refereeRating', match.id))} />
                </p>
              )}
              <p className="mt-1 text-sm text-stone-600">
                {t('team.rateUntil', { when: formatLeagueDate(ratingClosesAt(match)) })}
              </p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
