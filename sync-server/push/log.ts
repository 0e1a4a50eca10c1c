import { docId, teamDbName } from '../../src/domain/databases.ts';
import { PUSH_STATES, type TPushState } from '../../src/domain/schemas/push.ts';
import { findAccountById } from '../auth/accounts.ts';
import { getOrNull } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { pushPage, type TStoredPush } from './queue.ts';

// The admin's view of push deliveries, beside the e-mail outbox: how many are in each state and
// the latest, newest first. Finished deliveries are pruned after 30 days, so a scan stays small.

/** Who a delivery went to, as the admin knows them: an account's name, or a player's. */
async function recipientName(storage: TStorage, owner: string): Promise<string> {
  const [kind, first, second] = owner.split(':');
  if (kind === 'account' && first) {
    const account = await findAccountById(storage.internal, first);
    return account ? `${account.displayName} <${account.email}>` : owner;
  }
  if (kind === 'player' && first && second) {
    const player = await getOrNull(storage.db(teamDbName(first)), docId('player', second)).catch(() => null);
    return player ? String(player.name) : owner;
  }
  return owner;
}

export async function recentPushes(storage: TStorage, limit: number) {
  const counts = Object.fromEntries(PUSH_STATES.map((state) => [state, 0])) as Record<TPushState, number>;
  const all: TStoredPush[] = [];
  let after = '';
  for (;;) {
    const page = await pushPage(storage, after, 1000);
    if (page.length === 0) break;
    after = page.at(-1)!._id;
    for (const push of page) {
      counts[push.state]++;
      all.push(push);
    }
  }
  const latest = all.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, limit);
  const names = new Map<string, string>();
  for (const owner of new Set(latest.map((p) => p.owner)))
    names.set(owner, await recipientName(storage, owner));
  return {
    counts,
    deliveries: latest.map((p) => ({
      id: p._id,
      kind: p.kind,
      to: names.get(p.owner) ?? p.owner,
      about: p.about,
      state: p.state,
      attempts: p.attempts,
      status: p.status,
      lastError: p.lastError,
      lastErrorKey: p.lastErrorKey ?? null,
      lastErrorDetail: p.lastErrorDetail ?? null,
      createdAt: p.createdAt,
      sentAt: p.sentAt,
    })),
  };
}
