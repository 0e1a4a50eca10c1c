// Entity ids: 20 random lowercase letters and digits. Long enough for the match-import rule
// (ids of 20 characters or more) and valid as CouchDB database-name suffixes.
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function newId(length = 20): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(length));
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return id;
}
