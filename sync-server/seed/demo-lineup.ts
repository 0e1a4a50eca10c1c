import { docId, teamDbName } from '../../src/domain/databases.ts';
import { readLeagueFacts } from '../storage/league-facts.ts';
import type { TStorage } from '../storage/storage.ts';

/** A 4-3-3, in the order the players who said In come. */
const SHAPE = ['GK', 'DF', 'DF', 'DF', 'DF', 'MF', 'MF', 'MF', 'FW', 'FW', 'FW'] as const;

/**
 * ADR 070 on first start: the demo captain has shared the line-up of the next match, from the
 * players who said they are coming (starting, with positions) and those who said maybe (bench),
 * leaving out whoever is suspended, so the dashboard and the demo player's link show one.
 */
export async function stageLineup(storage: TStorage, leagueId: string, teamId: string) {
  const facts = await readLeagueFacts(storage, leagueId);
  const next = facts.matches
    .filter((m) => (m.homeTeamId === teamId || m.awayTeamId === teamId) && m.status === 'scheduled')
    .filter((m) => Date.parse(m.date) > Date.now())
    .sort((a, b) => a.date.localeCompare(b.date))[0];
  if (!next) return;
  const teamDb = storage.db(teamDbName(teamId));
  const { rows } = await teamDb.allDocs({
    startkey: 'availability:',
    endkey: 'availability:\uffff',
    include_docs: true,
  });
  const answers = rows.map((row) => row.doc!).filter((doc) => doc.matchId === next.id);
  const free = (doc: Record<string, unknown>) => !facts.discipline.suspended.has(String(doc.playerId));
  const coming = answers.filter((a) => a.answer === 'in' && free(a));
  const maybe = answers.filter((a) => a.answer === 'maybe' && free(a));
  const at = new Date(Date.now() - 3600_000).toISOString();
  await teamDb.put({
    _id: docId('lineup', next.id),
    type: 'lineup',
    teamId,
    matchId: next.id,
    players: [
      ...coming.slice(0, SHAPE.length).map((a, i) => ({
        playerId: String(a.playerId),
        role: 'starter',
        position: SHAPE[i],
      })),
      ...maybe.map((a) => ({ playerId: String(a.playerId), role: 'bench', position: null })),
    ],
    note: 'Be there 30 minutes before kick-off. Bring both shirts.',
    sharedAt: at,
    createdAt: at,
    updatedAt: at,
  });
}
