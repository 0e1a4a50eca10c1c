// Database names and document ids. No schemas here, so the app shell can use it without zod.

/**
 * Databases are split by audience, because CouchDB cannot restrict reads inside one database.
 * See docs/architecture.md for who reads and writes each.
 */
export type TDbKind = 'leagues' | 'highlights' | 'league' | 'team' | 'referee' | 'admin' | 'pool';
export type TDbRef = { kind: TDbKind; name: string; id: string | null };

export const leagueDbName = (leagueId: string) => `league-${leagueId}`;
export const teamDbName = (teamId: string) => `team-${teamId}`;
export const refereeDbName = (userId: string) => `referee-${userId}`;
/** A league's active free agents, without contact details: for the captains of its teams. */
export const poolDbName = (leagueId: string) => `pool-${leagueId}`;

const ID = '[a-z0-9][a-z0-9-]{0,62}';
const NAMED = new RegExp(`^(league|team|referee|pool)-(${ID})$`);

export function parseDbName(name: string): TDbRef | null {
  if (name === 'leagues' || name === 'highlights' || name === 'admin') return { kind: name, name, id: null };
  const m = NAMED.exec(name);
  return m ? { kind: m[1] as TDbKind, name, id: m[2]! } : null;
}

/** Document ids are `<type>:<key>`; the key is the entity id. */
export function docId(type: string, key: string): string {
  return `${type}:${key}`;
}

export function splitDocId(id: string): { type: string; key: string } | null {
  const at = id.indexOf(':');
  if (at <= 0 || at === id.length - 1) return null;
  return { type: id.slice(0, at), key: id.slice(at + 1) };
}

/** The document's own fields, without CouchDB's underscore metadata, ready for a schema. */
export function stripMeta(
  doc: Record<string, unknown> | null | undefined,
): Record<string, unknown> | undefined {
  if (!doc) return undefined;
  return Object.fromEntries(Object.entries(doc).filter(([key]) => !key.startsWith('_')));
}
