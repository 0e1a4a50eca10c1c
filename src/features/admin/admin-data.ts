import { store, type TRow } from '../../data/local-store.ts';
import { WriteRefused, writeDoc } from '../../data/outbox.ts';
import type { TDoc } from '../../data/pouch.ts';

export { asDoc } from '../../data/row-doc.ts';

import { useThrottledQuery } from '../../data/throttled-query.ts';
import { docId } from '../../domain/db-names.ts';
import { scheduledMatchDoc, type TFixtureFields } from '../../domain/match-doc.ts';
import type { TLeague } from '../../domain/schemas/league.ts';
import type { TMatch } from '../../domain/schemas/match.ts';
import type { TPlayer } from '../../domain/schemas/player.ts';
import type { TTeam } from '../../domain/schemas/team.ts';
import type { TUserProfile } from '../../domain/schemas/user.ts';
import type { TVideo } from '../../domain/schemas/video.ts';
import { toast } from '../../ui/toasts.tsx';

export type TAdminData = {
  leagues: TRow<TLeague>[];
  /** Team records (the admin keeps every team's database), withdrawn ones included. */
  teams: TRow<TTeam>[];
  matches: TRow<TMatch>[];
  videos: TRow<TVideo>[];
  users: TRow<TUserProfile>[];
  players: TRow<TPlayer>[];
};

/**
 * Everything the admin screens show, read from this device. An admin keeps every league and
 * team, so filters run over local rows and stay instant offline; lists page what they draw. The
 * read is throttled: during a first sync, hundreds of batches land, and each need not re-read all.
 */
export function useAdminData(): TAdminData | undefined {
  return useThrottledQuery(async () => {
    const [leagues, teams, matches, videos, users, players] = await Promise.all([
      store.leagues.orderBy('startDate').reverse().toArray(),
      store.teamRecords.toArray(),
      store.matches.orderBy('date').toArray(),
      store.videos.orderBy('createdAt').reverse().toArray(),
      store.users.toArray(),
      store.rosterPlayers.toArray(),
    ]);
    return {
      leagues,
      teams: teams.sort((a, b) => a.name.localeCompare(b.name)),
      matches,
      videos,
      users: users as unknown as TRow<TUserProfile>[],
      players,
    };
  }, ['leagues', 'teamRecords', 'matches', 'videos', 'users', 'rosterPlayers']);
}

export const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));

/** Active teams of a league (withdrawn ones can no longer be scheduled). */
export const teamsOfLeague = (teams: TRow<TTeam>[], leagueId: string) =>
  teams.filter((team) => team.leagueId === leagueId && !team.withdrawnAt);

/**
 * An admin's write. writeDoc runs the shared schema first, so a form never says "saved" for what
 * the server will refuse; the reason comes back instead.
 */
export async function adminWrite(db: string, doc: TDoc): Promise<string | null> {
  try {
    await writeDoc(db, doc);
    return null;
  } catch (error) {
    if (error instanceof WriteRefused) return error.message;
    throw error;
  }
}

/**
 * Deletes the document behind a row (confirmed by the caller) and toasts the spec's message: the
 * reason when it cannot be written, the failure text when the local write itself fails.
 */
export async function removeRow(
  db: string,
  type: string,
  row: { id: string; _rev: string },
  messages: { done: string; failed: string },
): Promise<void> {
  const refused = await adminWrite(db, { _id: docId(type, row.id), _rev: row._rev, _deleted: true }).catch(
    () => messages.failed,
  );
  if (refused) toast.error(refused);
  else toast.success(messages.done);
}

/** A new fixture, as the import and the season generator write it: scheduled, no referee yet. */
export const scheduledMatch = (leagueId: string, fixture: TFixtureFields, now: string) =>
  scheduledMatchDoc(leagueId, fixture, now);
