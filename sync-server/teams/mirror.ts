import { docId, leagueDbName, stripMeta, teamDbName } from '../../src/domain/databases.ts';
import { hiddenName, ZPlayer } from '../../src/domain/schemas/player.ts';
import { ZTeam } from '../../src/domain/schemas/team.ts';
import { retryOnConflict, sameBody, writeDerived } from '../storage/derived.ts';
import { getOrNull, type TPouchDoc } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { isActive, listActiveTeams, readTeamIndex } from './team-index.ts';

type TBody = Record<string, unknown>;

/**
 * Recomputes a team's public mirror in its league database (its public fields, recruitment flag
 * and roster names with jersey numbers) from the private team database. A full recompute, so
 * running it twice, or after a crash half-way, converges on the same documents.
 */
export async function mirrorTeam(storage: TStorage, teamId: string): Promise<void> {
  const index = await readTeamIndex(storage, teamId);
  if (!index) return;
  // A withdrawn team's public documents are removed: it no longer plays in the league.
  if (index.status === 'withdrawn') {
    return retryOnConflict(() => writeMirror(storage, teamId, index.leagueId, new Map()));
  }
  if (!isActive(index)) return;
  await retryOnConflict(async () =>
    writeMirror(storage, teamId, index.leagueId, await desiredMirror(storage, teamId)),
  );
}

/** Recomputes the league's public figures (teams joined) in the directory. */
export async function refreshLeagueStats(storage: TStorage, leagueId: string): Promise<void> {
  const teamCount = (await listActiveTeams(storage)).filter((t) => t.leagueId === leagueId).length;
  const body = { type: 'leagueStats', leagueId, teamCount };
  await retryOnConflict(async () => {
    const id = docId('leagueStats', leagueId);
    const current = await getOrNull(storage.db('leagues'), id);
    if (current && sameBody(current, body)) return;
    await storage.db('leagues').put({ ...body, _id: id, _rev: current?._rev });
  });
}

async function writeMirror(storage: TStorage, teamId: string, leagueId: string, wanted: Map<string, TBody>) {
  const league = storage.db(leagueDbName(leagueId));
  const { rows } = await league.allDocs({ include_docs: true, startkey: 'p', endkey: 'u' });
  const existing = new Map<string, TPouchDoc>();
  for (const row of rows) {
    const doc = row.doc as TPouchDoc | undefined;
    const isOurs = doc && (doc.type === 'teamPublic' || doc.type === 'playerPublic') && doc.teamId === teamId;
    if (isOurs) existing.set(row.id, doc);
  }
  await writeDerived(league, existing, wanted);
}

async function desiredMirror(storage: TStorage, teamId: string): Promise<Map<string, TBody>> {
  const teamDb = storage.db(teamDbName(teamId));
  const { rows } = await teamDb.allDocs({ include_docs: true });
  const wanted = new Map<string, TBody>();
  const teamRow = rows.find((row) => row.id === docId('team', teamId));
  const team = ZTeam.safeParse(stripMeta(teamRow?.doc));
  if (!team.success) return wanted;
  wanted.set(docId('teamPublic', teamId), {
    type: 'teamPublic',
    teamId,
    leagueId: team.data.leagueId,
    name: team.data.name,
    slug: team.data.slug,
    logoUrl: team.data.logoUrl,
    captainName: team.data.captain.name,
    recruitment: team.data.recruitment,
    onboardingStatus: team.data.onboarding.status,
    publicRoster: team.data.settings.publicRoster,
    rosterCount: 0,
    kit: team.data.kit,
    createdAt: team.data.createdAt,
  });
  // A hidden roster is still counted and numbered (referees pick players by number), not named.
  const isHidden = !team.data.settings.publicRoster;
  let count = 0;
  for (const row of rows) {
    if (!row.id.startsWith('player:')) continue;
    const player = ZPlayer.safeParse(stripMeta(row.doc));
    if (!player.success) continue;
    count += 1;
    const { jerseyNumber, createdAt } = player.data;
    const names = isHidden ? hiddenName(jerseyNumber, count) : player.data;
    wanted.set(docId('playerPublic', row.id.slice('player:'.length)), {
      type: 'playerPublic',
      teamId,
      firstName: names.firstName,
      lastName: names.lastName,
      jerseyNumber,
      isNameHidden: isHidden,
      createdAt,
    });
  }
  wanted.get(docId('teamPublic', teamId))!.rosterCount = count;
  return wanted;
}
