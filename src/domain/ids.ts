// Entity ids: 20 random lowercase letters and digits. Long enough for the match-import rule
// (ids of 20 characters or more) and valid as CouchDB database-name suffixes.
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function newId(length = 20): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(length));
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return id;
}

/**
 * A short, stable key for a text that may be longer than an id or hold characters an id may not
 * (two 32-bit FNV-1a hashes, 16 hex digits): the same text always gives the same key, so creating
 * a document under it is the atomic "first one wins" of claims.
 */
export function hashKey(text: string): string {
  const fnv = (seed: number) => {
    let hash = seed;
    for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16_777_619);
    return (hash >>> 0).toString(16).padStart(8, '0');
  };
  return `${fnv(2_166_136_261)}${fnv(374_761_393)}`;
}
