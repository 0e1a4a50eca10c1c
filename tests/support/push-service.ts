import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { TPushPayload } from '../../src/domain/schemas/push.ts';
import { api, waitFor } from './clients.ts';

// A push service on 127.0.0.1 that does what a browser vendor's does with a request: it checks the
// VAPID signature (RFC 8292) and, holding the subscriber's private key like the phone would,
// decrypts the body (RFC 8291, aes128gcm). A real end-to-end check of the protocol, all local.

const require = createRequire(import.meta.url);
const ece = require('http_ece') as {
  decrypt(buffer: Buffer, params: { version: string; privateKey: unknown; authSecret: string }): Buffer;
};

export type TReceived = {
  device: string;
  payload: TPushPayload;
  headers: IncomingHttpHeaders;
  vapid: { aud: string; sub: string; exp: number };
  at: number;
};

export type TTestDevice = {
  id: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
};

const b64 = (value: string) => Buffer.from(value, 'base64url');

/** Checks `Authorization: vapid t=<jwt>, k=<key>` the way a push service does; throws if wrong. */
function checkVapid(header: string | undefined) {
  const found = /^vapid t=([^,]+),\s*k=(.+)$/.exec(header ?? '');
  if (!found) throw new Error(`no VAPID authorization: ${header}`);
  const [head, claims, signature] = found[1]!.split('.');
  const key = b64(found[2]!);
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: key.subarray(1, 33).toString('base64url'),
    y: key.subarray(33).toString('base64url'),
  };
  const isValid = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    b64(signature!),
  );
  if (!isValid) throw new Error('VAPID signature does not verify');
  return {
    claims: JSON.parse(b64(claims!).toString()) as { aud: string; sub: string; exp: number },
    key: found[2]!,
  };
}

export async function startPushService() {
  const devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: string }>();
  const received: TReceived[] = [];
  const refused: { device: string; reason: string }[] = [];
  /** What each device's endpoint answers; 201 unless told otherwise. */
  const statusOf = new Map<string, number>();
  let delayMs = 0;
  let publicKeys = new Set<string>();

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const device = req.url?.split('/').at(-1) ?? '';
      const answer = (status: number) => setTimeout(() => res.writeHead(status).end(), delayMs);
      const keys = devices.get(device);
      if (!keys) return answer(404);
      const status = statusOf.get(device) ?? 201;
      if (status !== 201) return answer(status);
      try {
        const vapid = checkVapid(req.headers.authorization);
        publicKeys.add(vapid.key);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: keys.ecdh,
          authSecret: keys.auth,
        });
        received.push({
          device,
          payload: JSON.parse(plain.toString()),
          headers: req.headers,
          vapid: vapid.claims,
          at: Date.now(),
        });
        answer(201);
      } catch (error) {
        refused.push({ device, reason: String(error) });
        answer(400);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    received,
    refused,
    publicKeys: () => publicKeys,
    /** A browser's subscription: the keys stay here, to decrypt what arrives. */
    device(): TTestDevice {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const id = randomBytes(8).toString('hex');
      const auth = randomBytes(16).toString('base64url');
      devices.set(id, { ecdh, auth });
      return {
        id,
        subscription: {
          endpoint: `${url}/push/${id}`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
        },
      };
    },
    answer(device: TTestDevice, status: number) {
      statusOf.set(device.id, status);
    },
    slow(ms: number) {
      delayMs = ms;
    },
    to: (device: TTestDevice) => received.filter((r) => r.device === device.id),
    /** Waits until `count` notices have reached the device. */
    waitFor(device: TTestDevice, count: number, what: string) {
      return waitFor(async () => {
        const got = received.filter((r) => r.device === device.id);
        return got.length >= count ? got : null;
      }, what);
    },
    reset() {
      received.length = 0;
      refused.length = 0;
      publicKeys = new Set();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TPushService = Awaited<ReturnType<typeof startPushService>>;

/** A test server's settings for sending to this push service: quick retries, a VAPID subject. */
export const pushServerEnv = (service: TPushService) => ({
  PUSH_SERVICE_ORIGINS: service.url,
  PUSH_RETRY_MS: '50',
  VAPID_SUBJECT: 'mailto:ops@pitchside.test',
});

/** A player's link, issued by their captain, and a phone that turned notices on from it. */
export async function linkedPhone(
  url: string,
  service: TPushService,
  team: { teamId: string; playerId: string; captain: string | null },
) {
  const links = await api(url, `/api/teams/${team.teamId}/links`, {
    cookie: team.captain,
    body: { playerIds: [team.playerId] },
  });
  const token = String(links.body.links[team.playerId]);
  const phone = service.device();
  const subscribed = await api(url, '/api/push/devices', {
    headers: { 'x-pitchside-link': token },
    body: { subscription: phone.subscription },
  });
  if (subscribed.status !== 200) throw new Error(`the phone was not subscribed: ${subscribed.status}`);
  return { token, phone };
}
