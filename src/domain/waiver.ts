// ADR 053: a league's waiver, which each player signs from their link. A signature names the
// version it was given to (a short fingerprint of the text): a league that changes its waiver
// asks every player to sign again. No zod here: the player's page and the roster read it.

/** The longest waiver a league keeps (a page or two of terms). */
export const WAIVER_MAX = 6000;
/** The longest name a player types to sign. */
export const SIGNATURE_NAME_MAX = 100;

/** The waiver's version: FNV-1a over its text, as 8 hex digits. Not a secret, only a fingerprint. */
export function waiverVersion(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** Whether a player's stored signature is for the waiver as it reads now. */
export const hasSigned = (waiver: string | null | undefined, signedVersion: string | null | undefined) =>
  Boolean(waiver) && signedVersion === waiverVersion(waiver!);
