import { leagueDbName } from '../../src/domain/databases.ts';
import { deriveDiscipline, type TCarriedBan, type TDiscipline } from '../../src/domain/discipline.ts';
import { DEFAULT_DISCIPLINE_RULES } from '../../src/domain/discipline-defaults.ts';
import { kitOf, type TKit } from '../../src/domain/kits.ts';
import { playerName } from '../../src/domain/labels.ts';
import type { TConfirmation } from '../../src/domain/schemas/confirmation.ts';
import type { TDisciplineRules, TRuling } from '../../src/domain/schemas/discipline.ts';
import type { TMatchEvents } from '../../src/domain/schemas/match.ts';
import { type TPlayoff, type TPlayoffPlace, ZPlayoff } from '../../src/domain/schemas/playoff.ts';
import { getOrNull } from './pouch.ts';
import type { TStorage } from './storage.ts';

type TRow = Record<string, unknown> & { _id: string };

/** A stored match as the domain's derivations take it (the phones' rows have the same fields). */
export type TFactMatch = {
  id: string;
  homeTeamId: string;
  awayTeamId: string;
  date: string;
  status: string;
  venue: string;
  score: { home: number; away: number } | null;
  events: TMatchEvents | null;
  /** Why the admin recorded the result by hand, if they did. */
  resultNote: string | null;
  /** A playoff match's place and shoot-out (ADR 062). */
  playoff: TPlayoffPlace | null;
  penalties: { home: number; away: number } | null;
};

export type TLeagueFacts = {
  league: TRow | null;
  teams: { teamId: string; name: string; kit: TKit | null }[];
  /** The public roster lines: a hidden roster's names are already "Player #7" (playerName). */
  players: { id: string; teamId: string; name: string }[];
  matches: TFactMatch[];
  rulings: TRuling[];
  adjustments: TRow[];
  /** The server's confirmation of each result (issue #31), public like the rest. */
  confirmations: TConfirmation[];
  discipline: TDiscipline;
  /** The league's playoffs, once drawn (ADR 062). */
  playoff: TPlayoff | null;
};

/** What a league's public database says, read as the phones read it, and its discipline derived. */
export async function readLeagueFacts(storage: TStorage, leagueId: string): Promise<TLeagueFacts> {
  const db = storage.db(leagueDbName(leagueId));
  const rows = async (prefix: string) =>
    (await db.allDocs({ startkey: prefix, endkey: `${prefix}\uffff`, include_docs: true })).rows
      .map((row) => row.doc as TRow | undefined)
      .filter((doc): doc is TRow => Boolean(doc));
  const [league, matchDocs, rulingDocs, teamDocs, adjustments, confirmations, playerDocs, carried, playoff] =
    await Promise.all([
      getOrNull(storage.db('leagues'), `league:${leagueId}`),
      rows('match:'),
      rows('ruling:'),
      rows('teamPublic:'),
      rows('adjustment:'),
      rows('confirmation:'),
      rows('playerPublic:'),
      rows('carriedBan:'),
      getOrNull(db, `playoff:${leagueId}`),
    ]);
  const teams = teamDocs.map((t) => ({ teamId: String(t.teamId), name: String(t.name), kit: kitOf(t.kit) }));
  const matches = matchDocs.map((m) => ({
    id: m._id.slice('match:'.length),
    homeTeamId: String(m.homeTeamId),
    awayTeamId: String(m.awayTeamId),
    date: String(m.date),
    status: String(m.status),
    venue: typeof m.venue === 'string' ? m.venue : '',
    score: (m.score ?? null) as TFactMatch['score'],
    events: (m.events ?? null) as TMatchEvents | null,
    resultNote: typeof m.resultNote === 'string' ? m.resultNote : null,
    playoff: (m.playoff ?? null) as TPlayoffPlace | null,
    penalties: (m.penalties ?? null) as TFactMatch['penalties'],
  }));
  const players = playerDocs.map((p) => ({
    id: p._id.slice('playerPublic:'.length),
    teamId: String(p.teamId),
    name: playerName(p as unknown as Parameters<typeof playerName>[0]),
  }));
  const rulings = rulingDocs as unknown as TRuling[];
  const discipline = deriveDiscipline({
    teams: teams.map((t) => ({ id: t.teamId, name: t.name })),
    matches,
    rulings,
    rules: (league?.discipline as TDisciplineRules | undefined) ?? DEFAULT_DISCIPLINE_RULES,
    carried: carried as unknown as TCarriedBan[],
  });
  return {
    league: league as TRow | null,
    teams,
    players,
    matches,
    rulings,
    adjustments,
    confirmations: confirmations as unknown as TConfirmation[],
    discipline,
    playoff: parsePlayoff(playoff),
  };
}

/** The stored draw, as the bracket takes it; a damaged one shows as none rather than failing the page. */
function parsePlayoff(doc: TRow | null): TPlayoff | null {
  if (!doc) return null;
  const { _id, _rev, ...body } = doc;
  const parsed = ZPlayoff.safeParse(body);
  return parsed.success ? parsed.data : null;
}
