import { Link } from 'react-router-dom';
import { useLiveQuery } from '../../data/live-query.ts';
import { store, type TRow } from '../../data/local-store.ts';
import { refusalText, writeDoc } from '../../data/outbox.ts';
import {
  AVAILABILITY_ANSWERS,
  availabilityKey,
  countAvailability,
  isShort,
  MIN_PLAYERS_IN,
  type TAvailabilityAnswer,
} from '../../domain/availability.ts';
import { docId, teamDbName } from '../../domain/db-names.ts';
import { isFillInOpen } from '../../domain/fill-ins.ts';
import type { TMatch } from '../../domain/schemas/match.ts';
import { t } from '../../i18n/core.ts';
import { toast } from '../../ui/toasts.tsx';
import { useAwayAt } from './use-away.ts';

type TPlayer = { id: string; firstName: string; lastName: string };

/**
 * Issue #32 under each upcoming match on the captain's dashboard: In / Out / Maybe / No answer,
 * a warning from 48 hours before kick-off when fewer than 7 are in, and who said what, with a
 * way to answer for a player who texted instead. Suspended players count as unavailable.
 */
export function MatchAvailability({
  teamId,
  match,
  players,
  suspended,
  fillInsAllowed,
}: {
  teamId: string;
  match: TRow<TMatch>;
  players: TPlayer[];
  suspended: Set<string>;
  /** The league lets its teams ask free agents to fill in (ADR 076). */
  fillInsAllowed: boolean;
}) {
  const rows = useLiveQuery(
    () => store.availability.where('matchId').equals(match.id).toArray(),
    [match.id],
    [],
  );
  const answers = new Map(rows.filter((r) => r.teamId === teamId).map((r) => [r.playerId, r]));
  const away = useAwayAt(teamId, match.date);
  const count = countAvailability(
    players,
    new Map([...answers].map(([id, r]) => [id, r.answer])),
    suspended,
    away,
  );
  // Free agents coming to fill in (ADR 076) count in, as a player's "in" does.
  const fillIns = useLiveQuery(
    async () =>
      (await store.fillIns.where('matchId').equals(match.id).toArray()).filter(
        (f) => f.db === teamDbName(teamId) && f.status === 'coming',
      ),
    [match.id, teamId],
    [],
  );
  const short = isShort({ ...count, in: [...count.in, ...fillIns.map((f) => f.id)] }, match.date, Date.now());
  const canAskFillIns =
    fillInsAllowed && match.status === 'scheduled' && isFillInOpen(match.date, Date.now());
  const name = (p: TPlayer) => `${p.firstName} ${p.lastName}`;
  const set = async (player: TPlayer, answer: TAvailabilityAnswer) => {
    const current = answers.get(player.id);
    try {
      await writeDoc(teamDbName(teamId), {
        _id: docId('availability', availabilityKey(match.id, player.id)),
        ...(current ? { _rev: current._rev } : {}),
        type: 'availability',
        teamId,
        matchId: match.id,
        playerId: player.id,
        answer,
        by: 'captain',
        answeredAt: new Date().toISOString(),
      });
    } catch (error) {
      toast.error(refusalText(error, t('team.failedToSaveAnswer')));
    }
  };
  return (
    <div className="w-full text-sm" data-testid="availability">
      <p className="font-medium">
        {t('team.availabilityCounts', {
          in: count.in.length,
          out: count.out.length,
          maybe: count.maybe.length,
          none: count.none.length,
        })}
        {count.suspended.length > 0 && ` · ${t('team.suspendedCount', { count: count.suspended.length })}`}
        {fillIns.length > 0 && ` · ${t('team.fillIn.comingCount', { count: fillIns.length })}`}
      </p>
      {short && (
        <p role="status" className="font-semibold text-amber-900">
          {t('team.shortOfPlayers', { count: count.in.length + fillIns.length, needed: MIN_PLAYERS_IN })}
        </p>
      )}
      {(canAskFillIns || fillIns.length > 0) && (
        <Link
          to={`/teams/${teamId}/matches/${match.id}/fill-ins`}
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
        >
          {fillIns.length > 0 ? t('team.fillIn.seeFillIns') : t('team.fillIn.askLink')}
        </Link>
      )}
      <details className="mt-1">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-800 underline">
          {t('team.whoIsComing')}
        </summary>
        <ul className="mt-1 divide-y divide-stone-100">
          {players.map((p) => {
            const answer = answers.get(p.id);
            const id = `availability-${match.id}-${p.id}`;
            return (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-1">
                <label htmlFor={id} className="min-w-0 break-words">
                  {name(p)}
                  {answer?.by === 'captain' && (
                    <span className="text-stone-600"> · {t('team.setByYou')}</span>
                  )}
                  {!answer && away.has(p.id) && (
                    <span className="text-stone-600"> · {t('team.away.label')}</span>
                  )}
                </label>
                {suspended.has(p.id) ? (
                  <span className="font-semibold text-red-900">{t('rules.discipline.suspended')}</span>
                ) : (
                  <select
                    id={id}
                    className="min-h-11 rounded-lg border border-stone-300 bg-white px-2"
                    value={answer?.answer ?? ''}
                    onChange={(event) => void set(p, event.target.value as TAvailabilityAnswer)}
                  >
                    {!answer && <option value="">{t('team.noAnswer')}</option>}
                    {AVAILABILITY_ANSWERS.map((value) => (
                      <option key={value} value={value}>
                        {t('team.answer', { answer: value })}
                      </option>
                    ))}
                  </select>
                )}
              </li>
            );
          })}
          {fillIns.map((f) => (
            <li key={f.id} className="flex flex-wrap items-center justify-between gap-2 py-1">
              <span className="min-w-0 break-words">{f.name}</span>
              <span className="font-semibold">{t('team.fillIn.comingLabel')}</span>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
