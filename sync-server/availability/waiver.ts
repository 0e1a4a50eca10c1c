import { docId, teamDbName } from '../../src/domain/databases.ts';
import type { TWaiverSignature } from '../../src/domain/schemas/waiver.ts';
import { waiverVersion } from '../../src/domain/waiver.ts';
import { t } from '../../src/i18n/core.ts';
import { getOrNull, isConflict, type TPouchDb } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { readTeamIndex } from '../teams/team-index.ts';
import type { TLink } from './links.ts';

// ADR 053: a player signs the league's waiver from their link, typing their name. The server
// writes the signature into the team's database (the captain sees who has signed), naming the
// version of the text it was given to: a league that changes its waiver asks everyone again.

export type TWaiverView = {
  text: string;
  version: string;
  signedVersion: string | null;
  signedAt: string | null;
};

/** The team's league's waiver, or null when it has none. */
async function leagueWaiver(storage: TStorage, teamId: string): Promise<string | null> {
  const team = await readTeamIndex(storage, teamId);
  const league = team ? await getOrNull(storage.db('leagues'), docId('league', team.leagueId)) : null;
  return typeof league?.waiver === 'string' && league.waiver ? league.waiver : null;
}

/** What the player's page shows of the waiver: its text and whether this player signed it. */
export async function waiverView(
  storage: TStorage,
  link: TLink,
  teamDb: TPouchDb,
): Promise<TWaiverView | null> {
  const text = await leagueWaiver(storage, link.teamId);
  if (!text) return null;
  const signature = await getOrNull(teamDb, docId('waiverSignature', link.playerId));
  return {
    text,
    version: waiverVersion(text),
    signedVersion: typeof signature?.version === 'string' ? signature.version : null,
    signedAt: typeof signature?.signedAt === 'string' ? signature.signedAt : null,
  };
}

/** Why this signature is not taken, or null once it is stored. */
export async function signWaiver(
  storage: TStorage,
  link: TLink,
  input: { name: string; version: string },
): Promise<string | null> {
  const text = await leagueWaiver(storage, link.teamId);
  if (!text) return t('server.noWaiverToSign');
  if (input.version !== waiverVersion(text)) return t('server.waiverChanged');
  const db = storage.db(teamDbName(link.teamId));
  const id = docId('waiverSignature', link.playerId);
  for (let attempt = 0; ; attempt++) {
    const current = await getOrNull(db, id);
    const signature: TWaiverSignature & { _id: string; _rev?: string } = {
      _id: id,
      ...(current ? { _rev: current._rev } : {}),
      type: 'waiverSignature',
      teamId: link.teamId,
      playerId: link.playerId,
      name: input.name,
      version: input.version,
      signedAt: new Date().toISOString(),
    };
    try {
      await db.put(signature);
      return null;
    } catch (error) {
      if (!isConflict(error) || attempt >= 3) throw error;
    }
  }
}
