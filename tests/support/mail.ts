import type { TMail } from '../../src/domain/schemas/mail.ts';
import { queueMail, type TMailDraft } from '../../sync-server/mail/outbox.ts';
import type { TStorage } from '../../sync-server/storage/storage.ts';
import { waitFor } from './clients.ts';

export type TOutboxMail = TMail & { _id: string; _rev: string };

/** Every message in the outbox, as the admin's device would see them. */
export async function outbox(storage: TStorage): Promise<TOutboxMail[]> {
  const { rows } = await storage
    .db('admin')
    .allDocs({ startkey: 'mail:', endkey: 'mail:\uffff', include_docs: true });
  return rows.map((row) => row.doc as unknown as TOutboxMail);
}

/** Waits until the outbox holds messages that pass `check` (at least `count` of them). */
export function waitForOutbox(
  storage: () => TStorage,
  check: (mail: TOutboxMail) => boolean,
  count: number,
  what: string,
) {
  return waitFor(async () => {
    const found = (await outbox(storage())).filter(check);
    return found.length >= count ? found : null;
  }, what);
}

/** The system settings as the Settings tab saves them: no SMTP server, every toggle on, then `over`. */
export async function writeSettings(storage: TStorage, over: Record<string, unknown> = {}) {
  const admin = storage.db('admin');
  const current = await admin.get('settings:system').catch(() => null);
  await admin.put({
    _id: 'settings:system',
    _rev: current?._rev,
    type: 'settings',
    smtp: { host: '', port: null, user: '', fromEmail: '' },
    emailNotifications: true,
    pushNotifications: true,
    matchReminders: true,
    statsUpdates: true,
    ...over,
    updatedAt: new Date().toISOString(),
  });
  return admin.get('settings:system');
}

/** The SMTP settings, as the Settings tab saves them, and the password as its route keeps it. */
export async function setSmtp(
  storage: TStorage,
  port: number | null,
  toggles: Partial<Record<'emailNotifications' | 'matchReminders' | 'statsUpdates', boolean>> = {},
) {
  await writeSettings(storage, {
    smtp: { host: port ? '127.0.0.1' : '', port, user: 'league', fromEmail: 'league@pitchside.test' },
    pushNotifications: false,
    ...toggles,
  });
  const secret = await storage.internal.get('smtpSecret').catch(() => null);
  await storage.internal.put({ _id: 'smtpSecret', _rev: secret?._rev, password: 'mail-secret' });
}

export const SMTP_LOGIN = { user: 'league', password: 'mail-secret' };

let counter = 0;
/** A message queued straight into the outbox, as an event would queue it. */
export async function queueTestMail(storage: TStorage, over: Partial<TMailDraft> = {}) {
  counter += 1;
  const key = `test-${Date.now()}-${counter}`;
  await queueMail(
    storage,
    {
      key,
      kind: 'rejected',
      to: `someone${counter}@example.com`,
      subject: `Test message ${counter}`,
      text: 'Hello',
      about: `Test ${counter}`,
      teamId: null,
      expiresAt: new Date(Date.now() + 3600_000).toISOString(),
      ...over,
    },
    'league@pitchside.test',
  );
  return `mail:${key}`;
}
