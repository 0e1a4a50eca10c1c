import { SMTPServer } from 'smtp-server';

export type TReceivedMail = { from: string; to: string[]; raw: string };
/**
 * What the server says at the end of a message: nothing (250, taken), or an SMTP error with its
 * code. It may wait first (a crash test kills the sender there). A refused message is not kept.
 */
export type TAnswer = (mail: TReceivedMail, index: number) => Promise<{ code: number; text: string } | null>;
export type TSmtpStub = {
  port: number;
  received: TReceivedMail[];
  /** Resolves when `count` messages have arrived. */
  waitForMessages(count: number): Promise<TReceivedMail[]>;
  close(): Promise<void>;
};

/**
 * A real SMTP server in the test process (smtp-server, as nodemailer's authors test with): it
 * accepts `user`/`password` and keeps every message it is given.
 */
export async function startSmtp(
  credentials: { user: string; password: string },
  answer: TAnswer = async () => null,
): Promise<TSmtpStub> {
  const received: TReceivedMail[] = [];
  let offered = 0;
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.user && auth.password === credentials.password)
        return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        const refusal = await answer(mail, offered++);
        if (refusal) {
          return callback(Object.assign(new Error(refusal.text), { responseCode: refusal.code }));
        }
        received.push(mail);
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    port,
    received,
    async waitForMessages(count) {
      while (received.length < count) await new Promise<void>((wake) => waiters.push(wake));
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A message's Message-ID header. */
export const messageIdOf = (mail: TReceivedMail) => /^Message-ID:\s*(<[^>]+>)/im.exec(mail.raw)?.[1] ?? null;

/** A message's Subject header (nodemailer folds long ones; unfolded here). */
export const subjectOf = (mail: TReceivedMail) =>
  /^Subject:\s*(.*(?:\r?\n[ \t].*)*)/im.exec(mail.raw)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? null;

/** A message's text body, quoted-printable decoded (nodemailer's choice for non-ASCII or long lines). */
export function bodyOf(mail: TReceivedMail): string {
  const body = mail.raw.slice(mail.raw.indexOf('\r\n\r\n') + 4);
  if (!/^Content-Transfer-Encoding:\s*quoted-printable/im.test(mail.raw)) return body;
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
