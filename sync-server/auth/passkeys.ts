import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sharedKey } from '../storage/shared-key.ts';
import type { TStorage } from '../storage/storage.ts';

// Passkeys (WebAuthn, ADR 039): a key pair the phone keeps behind its screen lock. The account's
// internal record keeps each public key; nothing secret is stored. A sign-in's challenge is not
// stored either: it is signed by the server (so anonymous calls cannot grow storage) and good once
// (kept in memory until it expires, and on the account it signed in, for the other instances).

export type TPasskey = {
  /** The credential's id, base64url, as the browser names it. */
  id: string;
  publicKey: string;
  /** The authenticator's signature counter (0 for most passkeys, which do not count). */
  counter: number;
  transports: string[];
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
};

/** A registration under way: its challenge, good for a few minutes. */
export type TPasskeySetup = { challenge: string; expiresAt: string };

export const MAX_PASSKEYS = 10;
export const CHALLENGE_MS = 5 * 60_000;
const KEY_ID = 'passkeyChallengeKey';
const RANDOM = 16;
const STAMP = 8;
const MAC = 16;

/** The key that signs sign-in challenges: made once, shared by every instance (like the VAPID keys). */
const challengeKey = (storage: TStorage) => sharedKey(storage, KEY_ID);

const mac = (key: Buffer, body: Buffer) => createHmac('sha256', key).update(body).digest().subarray(0, MAC);

/** When a challenge this server made expires, in ms (0 for one of another shape). */
export function challengeExpiry(challenge: string): number {
  const bytes = Buffer.from(challenge, 'base64url');
  return bytes.length === RANDOM + STAMP + MAC ? Number(bytes.readBigUInt64BE(RANDOM)) : 0;
}

/** Signs sign-in challenges and takes each one once, until it expires. */
export function createChallenges(storage: TStorage, now = () => Date.now()) {
  let key: Promise<Buffer> | null = null;
  const keyOnce = () => {
    key ??= challengeKey(storage).catch((error: unknown) => {
      key = null;
      throw error;
    });
    return key;
  };
  /** Challenges already answered, with when they expire: only successful sign-ins add one. */
  const used = new Map<string, number>();
  const forgetExpired = () => {
    for (const [challenge, until] of used) if (until <= now()) used.delete(challenge);
  };
  return {
    async make(): Promise<Uint8Array<ArrayBuffer>> {
      const body = Buffer.alloc(RANDOM + STAMP);
      randomBytes(RANDOM).copy(body);
      body.writeBigUInt64BE(BigInt(now() + CHALLENGE_MS), RANDOM);
      const bytes = Buffer.concat([body, mac(await keyOnce(), body)]);
      return new Uint8Array(
        bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer,
      );
    },
    /** True for a challenge this server signed, not expired, not taken before. */
    async isFresh(challenge: string): Promise<boolean> {
      const bytes = Buffer.from(challenge, 'base64url');
      if (bytes.length !== RANDOM + STAMP + MAC) return false;
      const body = bytes.subarray(0, RANDOM + STAMP);
      if (!timingSafeEqual(mac(await keyOnce(), body), bytes.subarray(RANDOM + STAMP))) return false;
      const until = Number(body.readBigUInt64BE(RANDOM));
      return until > now() && !used.has(challenge);
    },
    /** Marks a fresh challenge used; false when it was taken already. */
    take(challenge: string): boolean {
      forgetExpired();
      if (used.has(challenge)) return false;
      used.set(challenge, challengeExpiry(challenge));
      return true;
    },
  };
}

export type TChallenges = ReturnType<typeof createChallenges>;
