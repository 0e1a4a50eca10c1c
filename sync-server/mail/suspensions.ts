import type { TBan } from '../../src/domain/discipline.ts';
import { readSettings } from '../admin/smtp.ts';
import { dispatch } from '../notices/dispatch.ts';
import { suspensionPush } from '../notices/push-words.ts';
import { captainOf } from '../notices/recipients.ts';
import { readLeagueFacts } from '../storage/league-facts.ts';
import type { TStorage } from '../storage/storage.ts';
import { suspensionMail } from './compose.ts';

const DAY = 24 * 3600 * 1000;

/** A league's suspensions as the phones derive them, from what the server stores. */
export async function leagueDiscipline(storage: TStorage, leagueId: string) {
  return (await readLeagueFacts(storage, leagueId)).discipline;
}

/**
 * Each captain whose player is suspended, once per ban (the message key is the ban's id, so a
 * replayed report or a restart sends nothing new). Only bans with matches still to serve.
 */
export async function notifySuspensions(storage: TStorage, leagueId: string) {
  const settings = await readSettings(storage);
  const { suspended } = await leagueDiscipline(storage, leagueId);
  const bans: TBan[] = [...suspended.values()].flat();
  for (const ban of bans) {
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
