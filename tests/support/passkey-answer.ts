import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import type { TPasskey } from '../../sync-server/auth/passkeys.ts';

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest();

/**
 * A phone's passkey made in the test (P-256, as most phones make them): its public half to store on
 * an account, and `answer`, which signs a sign-in challenge as the phone's authenticator would
 * (user present and verified), so the server's real check runs over HTTP.
 */
export function testPasskey() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const { x, y } = publicKey.export({ format: 'jwk' });
  const cose = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // key type: EC2
      [3, -7], // algorithm: ES256
      [-1, 1], // curve: P-256
      [-2, Buffer.from(x!, 'base64url')],
      [-3, Buffer.from(y!, 'base64url')],
    ]),
  );
  const id = randomBytes(16).toString('base64url');
  const passkey: TPasskey = {
    id,
    publicKey: Buffer.from(cose).toString('base64url'),
    counter: 0,
    transports: ['internal'],
    name: 'Test phone',
    createdAt: new Date().toISOString(),
    lastUsedAt: null,
  };
  const answer = (challenge: string, origin: string, accountId: string) => {
    const clientData = Buffer.from(
      JSON.stringify({ type: 'webauthn.get', challenge, origin, crossOrigin: false }),
    );
    // The site's hash, flags (user present 0x01, verified 0x04), a counter of 0.
    const authData = Buffer.concat([sha256(new URL(origin).hostname), Buffer.from([0x05]), Buffer.alloc(4)]);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), privateKey);
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: {
        clientDataJSON: clientData.toString('base64url'),
        authenticatorData: authData.toString('base64url'),
        signature: signature.toString('base64url'),
        userHandle: Buffer.from(accountId).toString('base64url'),
      },
      clientExtensionResults: {},
    };
  };
  return { passkey, answer };
}
