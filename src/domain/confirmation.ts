import type { TConfirmation } from './schemas/confirmation.ts';

// Issue #31: both captains confirm a result or dispute it. The standings count a result at once;
// these say how it stands, from the server's public `confirmation:` document and the clock.

export type TConfirmationState = 'provisional' | 'disputed' | 'confirmed' | 'upheld' | 'corrected';
/** What a screen shows beside a result: its state, and the league's reason once it decided. */
export type TResultStanding = { state: TConfirmationState; reason: string | null };

/**
 * A short, stable name for one version of a result: its score and public events. A correction
 * that changes neither keeps the captains' answers; any other opens a new window.
 */
export function resultKeyOf(match: { score?: unknown; events?: unknown }): string {
  const text = JSON.stringify([match.score ?? null, match.events ?? null]);
  // FNV-1a, twice with different seeds: 64 bits is plenty to tell versions of one match apart.
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x811c9dc5) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

/**
 * Where a result stands now: a decision ends it; a dispute holds it until the admin decides;
 * two confirmations, or the window closing with no dispute, confirm it.
 */
export function confirmationState(
  doc: TConfirmation | null | undefined,
  now: number,
): TConfirmationState | null {
  if (!doc) return null;
  if (doc.decision) return doc.decision.outcome;
  if (doc.home === 'dispute' || doc.away === 'dispute') return 'disputed';
  if (doc.home === 'confirm' && doc.away === 'confirm') return 'confirmed';
  return now >= Date.parse(doc.closesAt) ? 'confirmed' : 'provisional';
}

/** Whether a captain may still answer: the window is open and no decision closed it. */
export const isAnswerable = (doc: TConfirmation | null | undefined, now: number) =>
  Boolean(doc && !doc.decision && now < Date.parse(doc.closesAt));
