import type { TStorage } from '../storage/storage.ts';
import { isUnfinished, type TStoredMail } from './outbox.ts';

/** Finished messages are kept this long for the admin's outbox, then deleted. */
export const MAIL_KEEP_DAYS = 30;

/**
 * Deletes finished messages older than the keep period, so the outbox cannot grow without bound.
 * `mails` is the outbox as read at start-up (allMail).
 */
export async function pruneMail(storage: TStorage, mails: TStoredMail[], now = Date.now()) {
  const cutoff = now - MAIL_KEEP_DAYS * 24 * 3600 * 1000;
  const old = mails.filter((mail) => !isUnfinished(mail) && Date.parse(mail.createdAt) < cutoff);
  if (old.length)
    await storage
      .db('admin')
      .bulkDocs(old.map((mail) => ({ _id: mail._id, _rev: mail._rev, _deleted: true })));
  return old.length;
}
