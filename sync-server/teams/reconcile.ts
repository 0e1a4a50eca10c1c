import { stripMeta } from '../../src/domain/databases.ts';
import { ZLeague } from '../../src/domain/schemas/league.ts';
import { refreshCarriedBans } from '../admin/carried-bans.ts';
import { findAccountById } from '../auth/accounts.ts';
import { completeClaim, type TClaim } from '../auth/claims.ts';
import { repairMatchOffs } from '../notices/cannot-play.ts';
import { advancePlayoff } from '../playoffs/advance.ts';
import { createLeagueDatabases } from '../storage/directory.ts';
import { getOrNull } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { mirrorTeam, refreshLeagueStats } from './mirror.ts';
import { claimSeat, releaseSeats, seatOf } from './seats.ts';
import { discardTeam, publishTeam } from './sign-up-team.ts';
import { isActive, listTeamIndex, type TTeamIndex } from './team-index.ts';

/** A sign-up this old that is still pending was cut off by a crash (or a lost instance). */
const ABANDONED_MS = 5 * 60_000;

/**
 * Start-up repair, every step a no-op when nothing is wrong: league databases exist, sign-ups a
 * crash cut off are finished or removed, every team holds a seat, and every mirror and league
 * figure is recomputed.
 */
export async function reconcileMirrors(storage: TStorage): Promise<void> {
  const listed = await storage.db('leagues').allDocs({
    startkey: 'league:',
    endkey: 'league:\uffff',
    include_docs: true,
  });
  for (const row of listed.rows) await createLeagueDatabases(storage, row.id.slice('league:'.length));
  for (const team of await listTeamIndex(storage)) {
    if (team.status === 'pending') await reconcileSignUp(storage, team);
  }
  const maxTeams = new Map(
    listed.rows.map((row) => [
      row.id.slice('league:'.length),
      ZLeague.safeParse(stripMeta(row.doc)).data?.maxTeams ?? 8,
    ]),
  );
  // Every seat's owner, read once (not once per team).
  const seats = await storage.internal.allDocs({
    startkey: 'seat:',
    endkey: 'seat:\uffff',
    include_docs: true,
  });
  const seated = new Set(seats.rows.map((row) => String(row.doc?.owner)));
  for (const team of await listTeamIndex(storage)) {
    // A withdrawal cut short by a crash: its seat and its public documents go.
    if (team.status === 'withdrawn' && seated.has(team.teamId)) {
      await releaseSeats(storage.internal, team.leagueId, team.teamId);
      await mirrorTeam(storage, team.teamId);
    }
    if (!isActive(team)) continue;
    if (!seated.has(team.teamId)) {
      const seat = await claimSeat(
        storage.internal,
        team.leagueId,
        maxTeams.get(team.leagueId) ?? 8,
        team.teamId,
      );
      if (seat) await completeClaim(storage.internal, seat);
    }
    await mirrorTeam(storage, team.teamId);
  }
  const leagueIds = listed.rows.map((row) => row.id.slice('league:'.length));
  for (const leagueId of leagueIds) await refreshLeagueStats(storage, leagueId);
  // Bans carried into a next season (ADR 056): a crash between a write and its mirror is healed.
  for (const row of listed.rows) {
    if (row.doc?.previousLeagueId) await refreshCarriedBans(storage, row.id.slice('league:'.length));
  }
  // Teams' notices that they cannot play and their public copies (ADR 059).
  const active = (await listTeamIndex(storage)).filter(isActive).map((team) => team.teamId);
  await repairMatchOffs(storage, active, leagueIds);
  // Playoff matches a crash kept from being made after a draw or a result (ADR 062).
  for (const leagueId of leagueIds) await advancePlayoff(storage, leagueId);
  // Highlights are repaired by their follower when it starts (highlights/follower.ts).
}

/**
 * A pending sign-up: if its account was finished (the e-mail claim is complete and its own), the
 * crash came after that, so the team is published; otherwise, once abandoned, it is removed.
 */
async function reconcileSignUp(storage: TStorage, team: TTeamIndex): Promise<void> {
  const account = team.accountId ? await findAccountById(storage.internal, team.accountId) : null;
  const emailClaim = account ? await getOrNull(storage.internal, `email:${account.email}`) : null;
  if (account && emailClaim?.isComplete === true && emailClaim.owner === account.id) {
    await publishTeam(storage, team.teamId);
    const name = (await getOrNull(storage.internal, `slug:${team.leagueId}:${team.slug}`)) as TClaim | null;
    const seat = await seatOf(storage.internal, team.leagueId, team.teamId);
    for (const held of [name, seat]) {
      if (held && held.owner === team.teamId && !held.isComplete) await completeClaim(storage.internal, held);
    }
    return;
  }
  const age = Date.now() - Date.parse(team.createdAt ?? '1970-01-01T00:00:00Z');
  if (age >= ABANDONED_MS) await discardTeam(storage, team.teamId, team.leagueId);
}
