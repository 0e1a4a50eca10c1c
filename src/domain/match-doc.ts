import { docId } from './db-names.ts';
import { newId } from './ids.ts';
import type { TPlayoffPlace } from './schemas/playoff.ts';

export type TFixtureFields = { homeTeamId: string; awayTeamId: string; date: string; venue: string };

/**
 * A match still to play, as every writer makes one: the desk's season and import, and the server's
 * playoff matches (ADR 062), which carry their place in the bracket and the id it gives them.
 */
export function scheduledMatchDoc(
  leagueId: string,
  fixture: TFixtureFields,
  now: string,
  playoff: { id: string; place: TPlayoffPlace } | null = null,
) {
  return {
    _id: docId('match', playoff?.id ?? newId()),
    type: 'match',
    leagueId,
    homeTeamId: fixture.homeTeamId,
    awayTeamId: fixture.awayTeamId,
    date: fixture.date,
    venue: fixture.venue,
    status: 'scheduled',
    refereeId: null,
    score: null,
    refereeReportId: null,
    events: null,
    resultNote: null,
    ...(playoff ? { playoff: playoff.place, penalties: null } : {}),
    createdAt: now,
    updatedAt: now,
  };
}
