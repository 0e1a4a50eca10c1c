import type { TBan } from '../../src/domain/discipline.ts';
import { readSettings } from '../admin/smtp.ts';
import { dispatch } from '../notices/dispatch.ts';
import { playerSuspensionPush, suspensionPush } from '../notices/push-words.ts';
import { captainOf, linkedPlayers } from '../notices/recipients.ts';
import { readLeagueFacts } from '../storage/league-facts.ts';
import type { TStorage } from '../storage/storage.ts';
import { suspensionMail } from './compose.ts';

const DAY = 24 * 3600 * 1000;

/** A league's suspensions as the phones derive them, from what the server stores. */
export async function leagueDiscipline(storage: TStorage, leagueId: string) {
  return (await readLeagueFacts(storage, leagueId)).discipline;
}

/**
 * Each captain whose player is suspended, and the player where their phone hears it, once per ban (the message key is the ban's id, so a
 * replayed report or a restart sends nothing new). Only bans with matches still to serve.
 */
export async function notifySuspensions(storage: TStorage, leagueId: string) {
  const settings = await readSettings(storage);
  const { suspended } = await leagueDiscipline(storage, leagueId);
  const bans: TBan[] = [...suspended.values()].flat();
  // The players themselves, on the phones that turned notices on from their link (ADR 067).
  const linked = new Map<string, Awaited<ReturnType<typeof linkedPlayers>>>();
  for (const teamId of new Set(bans.map((ban) => ban.teamId)))
    linked.set(teamId, await linkedPlayers(storage, teamId));
  for (const ban of bans) {
    const player = linked.get(ban.teamId)?.find((p) => p.playerId === ban.playerId);
    if (player) {
      await dispatch(storage, settings, {
        key: `ban-${ban.id.toLowerCase().replaceAll(':', '-')}-player`,
        kind: 'suspension',
        to: player.to,
        expiresAt: new Date(Date.now() + 7 * DAY).toISOString(),
        url: '/availability',
        mail: null,
        push: () => playerSuspensionPush(ban.remaining),
      });
    }
    const captain = await captainOf(storage, ban.teamId);
    if (!captain) continue;
    await dispatch(storage, settings, {
      key: `ban-${ban.id.toLowerCase().replaceAll(':', '-')}`,
      kind: 'suspension',
      to: captain.to,
      expiresAt: new Date(Date.now() + 7 * DAY).toISOString(),
      url: `/teams/${ban.teamId}/dashboard`,
      mail: () => suspensionMail(captain.team.captainName, ban),
      push: () => suspensionPush(ban.playerName, ban.remaining),
    });
  }
}
