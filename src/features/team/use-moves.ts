import { useLiveQuery } from '../../data/live-query.ts';
import { store, type TRow } from '../../data/local-store.ts';
import { useRefusals } from '../../data/refusals.ts';
import { teamDbName } from '../../domain/db-names.ts';
import type { TCannotPlay } from '../../domain/schemas/cannot-play.ts';
import type { TMoveAnswer, TMoveAsk, TMoveRequest } from '../../domain/schemas/move-request.ts';

export type TMoves = {
  /** By key (`<matchId>-<teamId>`): this team's requests, the other teams' copies, this team's answers. */
  requests: Map<string, TRow<TMoveRequest>>;
  asks: Map<string, TRow<TMoveAsk>>;
  answers: Map<string, TRow<TMoveAnswer>>;
  /** By match: this team's notices that it cannot play (ADR 059). */
  cannot: Map<string, TRow<TCannotPlay>>;
  /** Ids of documents saved on this phone and not sent yet. */
  pending: Set<string>;
  /** Why the server refused a document, by id. */
  refusals: Map<string, string>;
};

const byKey = <T extends { id: string }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));

/**
 * Everything ADR 043 and ADR 059 show on a team's dashboard, in one live query for every match listed, not
 * a handful per match (the dashboard is measured, issue #36).
 */
export function useMoves(teamId: string): TMoves {
  const db = teamDbName(teamId);
  const found = useLiveQuery(async () => {
    const [requests, asks, answers, cannot, outbox] = await Promise.all([
      store.moveRequests.where('db').equals(db).toArray(),
      store.moveAsks.where('db').equals(db).toArray(),
      store.moveAnswers.where('db').equals(db).toArray(),
      store.cannotPlays.where('db').equals(db).toArray(),
      store.outbox.where('db').equals(db).toArray(),
    ]);
    return { requests, asks, answers, cannot, pending: new Set(outbox.map((entry) => entry.docId)) };
  }, [db]);
  const refusals = useRefusals(db);
  return {
    requests: byKey(found?.requests ?? []),
    asks: byKey(found?.asks ?? []),
    answers: byKey(found?.answers ?? []),
    cannot: byKey(found?.cannot ?? []),
    pending: found?.pending ?? new Set(),
    refusals: new Map([...refusals].map(([id, refusal]) => [id, refusal.reason])),
  };
}
