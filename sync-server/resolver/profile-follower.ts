import type { TStorage } from '../storage/storage.ts';
import { createPrefixFollower } from './prefix-follower.ts';
import { mirrorRefereeProfile } from './referee-profile.ts';

type TLog = { error(obj: unknown, msg?: string): void };

/**
 * Keeps each referee's profile (a copy in their own database, which they can read) in step with
 * the users directory. Started before the resolver scans referees, it then reads only what changed
 * in the admin database: an admin's edit, or a referee whose directory entry was written after
 * their account (the race that once left the demo referee without a profile).
 */
export function createProfileFollower(storage: TStorage, log: TLog) {
  return createPrefixFollower({
    db: () => storage.db('admin'),
    prefix: 'user:',
    onDoc: async (doc) => {
      if (doc.role === 'referee') await mirrorRefereeProfile(storage, doc._id.slice('user:'.length));
    },
    log,
    what: 'referee profile follow failed',
  });
}
