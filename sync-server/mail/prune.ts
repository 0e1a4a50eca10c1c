import type { TStorage } from '../storage/storage.ts';
import { isUnfinished, type TStoredMail } from './outbox.ts';

/** Finished messages are kept this long for the admin's outbox, then deleted. */
export const MAIL_KEEP_DAYS = 30;

/** Deletes finished messages older than the keep period, so the outbox cannot grow without bound. */
export async function pruneMail(storage: TStorage, now = Date.now()) {
  const db = storage.db('admin');
  const { rows } = await db.allDocs({ startkey: 'mail:', endkey: 'mail:\uffff', include_docs: true });
  const cutoff = now - MAIL_KEEP_DAYS * 24 * 3600 * 1000;
  const old = rows
    .map((row) => row.doc as unknown as TStoredMail)
    .filter((mail) => mail && !isUnfinished(mail) && Date.parse(mail.createdAt) < cutoff);
  if (old.length) await db.bulkDocs(old.map((mail) => ({ _id: mail._id, _rev: mail._rev, _deleted: true })));
  return old.length;
}
