import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../sync-server/config.ts';
import { openStorage } from '../../sync-server/storage/storage.ts';
import { waitFor } from '../support/clients.ts';
import { startCouchDb } from '../support/couchdb.ts';
import { outbox, queueTestMail, SMTP_LOGIN, setSmtp, waitForOutbox } from '../support/mail.ts';
import { runServer } from '../support/process.ts';
import { startTestServer, type TTestServer } from '../support/server.ts';
import { messageIdOf, startSmtp, type TSmtpStub } from '../support/smtp.ts';

// The outbox under failure: a mail server that is busy, refuses, or is gone; a restart; a crash
// between the mail server taking a message and the outbox recording it; two instances at once.

const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

async function server(env: Record<string, string> = {}): Promise<TTestServer> {
  const t = await startTestServer({ MAIL_RETRY_MS: '50', ...env });
  closers.push(() => t.close());
  return t;
}

async function stub(answer?: Parameters<typeof startSmtp>[1]): Promise<TSmtpStub> {
  const s = await startSmtp(SMTP_LOGIN, answer);
  closers.push(() => s.close());
  return s;
}

/** A port nothing listens on: connecting to it is refused at once. */
async function closedPort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('the outbox when the mail server fails', () => {
  it('retries a busy server (4xx) with back-off, showing its answer, and sends once', async () => {
    const smtp = await stub(async (_mail, index) =>
      index < 2 ? { code: 451, text: 'Try again later, greylisted' } : null,
    );
    const t = await server();
    await setSmtp(t.storage, smtp.port);
    const id = await queueTestMail(t.storage);
    const [retrying] = await waitForOutbox(
      () => t.storage,
      (m) => m._id === id && m.state === 'retrying',
      1,
      'retrying',
    );
    expect(retrying!.lastError).toMatch(/451.*greylisted/);
    expect(Date.parse(retrying!.nextAttemptAt)).toBeGreaterThan(Date.parse(retrying!.createdAt));
    const [sent] = await waitForOutbox(
      () => t.storage,
      (m) => m._id === id && m.state === 'sent',
      1,
      'sent',
    );
    expect(sent!.attempts).toBe(3);
    expect(smtp.received).toHaveLength(1);
  });

  it('fails a message the server refuses for good (5xx) at once, with the refusal', async () => {
    const smtp = await stub(async () => ({ code: 550, text: 'No such mailbox here' }));
    const t = await server();
    await setSmtp(t.storage, smtp.port);
    const id = await queueTestMail(t.storage);
    const [failed] = await waitForOutbox(
      () => t.storage,
      (m) => m._id === id && m.state === 'failed',
      1,
      'failed',
    );
    expect(failed).toMatchObject({ attempts: 1, lease: null });
    expect(failed!.lastError).toMatch(/550.*No such mailbox/);
  });

  it('a refused login waits (not counted, not failed) and says to check the password; fixing the settings sends it', async () => {
    const smtp = await stub();
    // A long back-off: what sends it in the end is the settings changing, not a timer.
    const t = await server({ MAIL_RETRY_MS: '600000' });
    await setSmtp(t.storage, smtp.port);
    const secret = await t.storage.internal.get('smtpSecret');
    await t.storage.internal.put({ ...secret, password: 'an old password' });
    const id = await queueTestMail(t.storage);
    const [waiting] = await waitForOutbox(
      () => t.storage,
      (m) => m._id === id && m.state === 'retrying',
      1,
      'retrying after the refused login',
    );
    expect(waiting).toMatchObject({ attempts: 0, lease: null });
    expect(waiting!.lastError).toMatch(
      /refused the SMTP login; check the SMTP user and password in Settings/,
    );
    // The admin puts the right password and saves the settings.
    await setSmtp(t.storage, smtp.port);
    await waitForOutbox(
      () => t.storage,
      (m) => m._id === id && m.state === 'sent',
      1,
      'sent',
    );
    expect(smtp.received).toHaveLength(1);
  });

  it('keeps retrying while the server is unreachable, survives a restart, and sends each message once after', async () => {
    const t = await server({ MAIL_RETRY_MS: '60000' });
    await setSmtp(t.storage, await closedPort());
    const ids = [
      await queueTestMail(t.storage),
      await queueTestMail(t.storage),
      await queueTestMail(t.storage),
    ];
    const retrying = await waitForOutbox(
      () => t.storage,
      (m) => ids.includes(m._id) && m.state === 'retrying',
      3,
      'three retrying',
    );
    for (const mail of retrying) expect(mail.lastError).toMatch(/ECONNREFUSED|connect/i);
    const smtp = await stub();
    // While the server is down, the operator fixes the mail server and the retry comes due.
    await t.restart(async (storage) => {
      await setSmtp(storage, smtp.port);
      for (const mail of await outbox(storage)) {
        await storage.db('admin').put({ ...mail, nextAttemptAt: new Date().toISOString() });
      }
    });
    await waitForOutbox(
      () => t.storage,
      (m) => ids.includes(m._id) && m.state === 'sent',
      3,
      'three sent',
    );
    expect(smtp.received).toHaveLength(3);
    expect(new Set(smtp.received.map(messageIdOf)).size).toBe(3);
  });
});

describe('the outbox over time', () => {
  it('deletes finished messages older than 30 days at start-up, and keeps the rest', async () => {
    const t = await server();
    const [oldSent, oldFailed, oldWaiting, recentSent] = [
      await queueTestMail(t.storage),
      await queueTestMail(t.storage),
      await queueTestMail(t.storage),
      await queueTestMail(t.storage),
    ];
    const longAgo = new Date(Date.now() - 31 * 24 * 3600_000).toISOString();
    await t.restart(async (storage) => {
      for (const mail of await outbox(storage)) {
        const state = { [oldSent]: 'sent', [oldFailed]: 'failed', [recentSent]: 'sent' }[mail._id];
        const createdAt = mail._id === recentSent ? mail.createdAt : longAgo;
        await storage.db('admin').put({ ...mail, state: state ?? mail.state, createdAt });
      }
    });
    const left = await waitFor(async () => {
      const ids = (await outbox(t.storage)).map((m) => m._id);
      return ids.includes(oldSent) ? null : ids;
    }, 'old messages pruned');
    expect(left).not.toContain(oldFailed);
    // An old message still waiting to go is not finished, so it stays; a recent one stays too.
    expect(left).toEqual(expect.arrayContaining([oldWaiting, recentSent]));
  });
});

describe('the outbox across a crash', () => {
  it('a crash between the mail server taking a message and the record: sent again with the same Message-ID, nothing lost', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pitchside-mail-crash-'));
    closers.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const env = { SEED: 'none', MAIL_LEASE_MS: '1500', MAIL_RETRY_MS: '50' };
    let running = runServer(dataDir, env);
    closers.push(async () => running.child.kill('SIGKILL'));
    // Like Postfix, the server keeps a message once its last line arrives; here the sender dies
    // before it can read the "250" and write down that it was sent.
    const smtp = await stub(async (_mail, index) => {
      if (index === 0) {
        running.child.kill('SIGKILL');
        await running.exited;
      }
      return null;
    });
    await running.ready;
    running.child.kill('SIGTERM');
    await running.exited;
    // Three messages wait in the outbox of a stopped server.
    const storage = openStorage(readConfig({ DATA_DIR: dataDir }));
    await setSmtp(storage, smtp.port);
    const ids = [await queueTestMail(storage), await queueTestMail(storage), await queueTestMail(storage)];
    await storage.close();

    running = runServer(dataDir, env);
    await smtp.waitForMessages(1);
    await running.exited;
    running = runServer(dataDir, env);
    await running.ready;
    // The two never tried go at once; the interrupted one when its lease has run out.
    await smtp.waitForMessages(4);
    running.child.kill('SIGTERM');
    await running.exited;

    const after = openStorage(readConfig({ DATA_DIR: dataDir }));
    const mails = (await outbox(after)).filter((m) => ids.includes(m._id));
    await after.close();
    expect(mails.map((m) => m.state)).toEqual(['sent', 'sent', 'sent']);
    const interrupted = mails.filter((m) => m.attempts === 2);
    expect(interrupted).toHaveLength(1);
    expect(interrupted[0]!.lastError).toMatch(/interrupted.*same Message-ID/);
    // Four deliveries, three messages: the repeat carries the first one's Message-ID, which is
    // how mail systems recognise it as the same message. Every message arrived.
    const seen = smtp.received.map(messageIdOf);
    expect(seen).toHaveLength(4);
    expect(new Set(seen)).toEqual(new Set(mails.map((m) => m.messageId)));
    expect(seen.filter((id) => id === interrupted[0]!.messageId)).toHaveLength(2);
  });
});

describe('two instances on one CouchDB', () => {
  it('claim each message before sending, so only one of them sends it', async () => {
    const couch = await startCouchDb();
    closers.push(() => couch.close());
    const one = await server(couch.env);
    const two = await server(couch.env);
    const smtp = await stub();
    // Held by both for want of a mail server, then released to both at the same moment.
    await setSmtp(one.storage, null);
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push(await queueTestMail(one.storage));
    await waitForOutbox(
      () => one.storage,
      (m) => ids.includes(m._id) && m.lastError !== null,
      12,
      'held',
    );
    // Both instances know every message (the second from CouchDB's _db_updates), so both will try.
    await waitFor(async () => one.server.mailer.pendingCount() >= 12, 'instance one holding them');
    await waitFor(async () => two.server.mailer.pendingCount() >= 12, 'instance two holding them');
    await setSmtp(one.storage, smtp.port);
    await waitForOutbox(
      () => one.storage,
      (m) => ids.includes(m._id) && m.state === 'sent',
      12,
      'all sent',
    );
    expect(smtp.received).toHaveLength(12);
    expect(new Set(smtp.received.map(messageIdOf)).size).toBe(12);
  });
});
