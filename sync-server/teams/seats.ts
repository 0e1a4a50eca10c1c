import { claim, completeClaim, type TClaim } from '../auth/claims.ts';
import type { TPouchDb } from '../storage/pouch.ts';

// A league's places are numbered claims, `seat:<leagueId>:<n>` for n below its maxTeams. Taking
// one is creating a document, which is atomic in PouchDB and CouchDB alike, so thirty sign-ups
// racing for the last place of a league leave exactly one winner, on any number of instances.
// A seat left incomplete by a crash is taken over after five minutes (see claims.ts).

const seatId = (leagueId: string, n: number) => `seat:${leagueId}:${String(n).padStart(3, '0')}`;

export async function claimSeat(
  internal: TPouchDb,
  leagueId: string,
  maxTeams: number,
  teamId: string,
): Promise<TClaim | null> {
  for (let n = 0; n < maxTeams; n++) {
    const held = await claim(internal, seatId(leagueId, n), teamId);
    if (held) return held;
  }
  return null;
}

export const completeSeat = completeClaim;

/** Frees every seat a team holds (a withdrawn or purged team). */
export async function releaseSeats(internal: TPouchDb, leagueId: string, teamId: string): Promise<void> {
  const { rows } = await internal.allDocs({
    startkey: `seat:${leagueId}:`,
    endkey: `seat:${leagueId}:\uffff`,
    include_docs: true,
  });
  for (const row of rows) {
    if (row.doc?.owner === teamId) await internal.remove(row.doc).catch(() => {});
  }
}

/** The seat a team holds, if any (start-up gives seats to teams made before seats existed). */
export async function seatOf(internal: TPouchDb, leagueId: string, teamId: string): Promise<TClaim | null> {
  const { rows } = await internal.allDocs({
    startkey: `seat:${leagueId}:`,
    endkey: `seat:${leagueId}:\uffff`,
    include_docs: true,
  });
  const found = rows.find((row) => row.doc?.owner === teamId);
  return (found?.doc as unknown as TClaim | undefined) ?? null;
}
