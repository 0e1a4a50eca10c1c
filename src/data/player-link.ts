import type { TPlayerDue } from '../domain/dues.ts';
import type { TAwayRange } from '../domain/player-away.ts';
import type { TPlayerSeason } from '../domain/player-season.ts';
import type { TAvailabilityAnswer } from '../domain/schemas/availability.ts';
import { ApiError, apiCall, OfflineError } from './api.ts';

// Issue #32: the player's page has no account and no database. Its link's token, the last view
// and the answers not yet sent live on the phone, so the page opens offline and an answer made
// without signal is sent when it returns (the server keeps the latest; a repeat changes nothing).

export type TPlayerMatch = {
  id: string;
  date: string;
  venue: string;
  /** The field's address, where the league gave one (absent from views saved by older versions). */
  address?: string | null;
  isHome: boolean;
  opponent: string;
  answer: TAvailabilityAnswer | null;
  /** A playoff match: its round of how many (ADR 062; absent from views saved by older versions). */
  playoff?: { round: number; rounds: number } | null;
  /** The player sits this one out, serving a ban (ADR 067; absent from views saved by older versions). */
  suspended?: boolean;
  /** The captain's shared line-up, this player's place in it (ADR 070; absent from older views). */
  lineup?: TPlayerLineup | null;
  /** On one of the player's away dates (ADR 071; absent from views saved by older versions). */
  away?: boolean;
  /** What each team wears, once both said (ADR 073; read with kitPlanOf). */
  kits?: unknown;
};
export type TPlayerLineup = {
  place: 'starter' | 'bench' | 'out';
  position: string | null;
  starters: number;
  bench: number;
  note: string;
};
/** The captain's message to the players (ADR 049). */
export type TPlayerMessage = { id: string; text: string; at: string };
/** The league's waiver and this player's signature (ADR 053). */
export type TPlayerWaiver = {
  text: string;
  version: string;
  signedVersion: string | null;
  signedAt: string | null;
};
export type TPlayerView = {
  /** For the team's public calendar feed; absent from views saved by older versions. */
  teamId?: string;
  teamName: string;
  firstName: string;
  matches: TPlayerMatch[];
  /** Newest first; absent from views saved by older versions. */
  messages?: TPlayerMessage[];
  /** Null when the league has none; absent from views saved by older versions. */
  waiver?: TPlayerWaiver | null;
  /** What the captain collects from this player (ADR 065); absent from views saved by older versions. */
  dues?: TPlayerDue[];
  /** Their own season and any ban (ADR 067); absent from views saved by older versions. */
  season?: TPlayerSeason;
  /** The dates the player said they are away (ADR 071); absent from views saved by older versions. */
  away?: TAwayRange[];
};

const TOKEN_KEY = 'pitchside-player-link';
const VIEW_KEY = 'pitchside-player-view';
const PENDING_KEY = 'pitchside-player-pending';
const HEADER = 'x-pitchside-link';

const read = <T>(key: string, fallback: T): T => {
  try {
    return (JSON.parse(localStorage.getItem(key) ?? 'null') as T) ?? fallback;
  } catch {
    return fallback;
  }
};
const write = (key: string, value: unknown) => localStorage.setItem(key, JSON.stringify(value));

/**
 * The link's token: from the address's fragment (which never reaches a server or its logs),
 * else the one this phone kept. A new link replaces the old one, and its stale view.
 */
export function linkToken(): string | null {
  const fromHash = window.location.hash.slice(1);
  const kept = read<string | null>(TOKEN_KEY, null);
  if (fromHash && fromHash !== kept) {
    write(TOKEN_KEY, fromHash);
    localStorage.removeItem(VIEW_KEY);
    localStorage.removeItem(PENDING_KEY);
  }
  return fromHash || kept;
}

export const keptView = () => read<TPlayerView | null>(VIEW_KEY, null);
export const pendingAnswers = () => read<Record<string, TAvailabilityAnswer>>(PENDING_KEY, {});

/** The view from the server, kept for the next time there is no signal. */
export async function fetchView(token: string): Promise<TPlayerView> {
  const view = await apiCall<TPlayerView>('/api/availability', { headers: { [HEADER]: token } });
  write(VIEW_KEY, view);
  return view;
}

/** An answer, kept on the phone first: it shows at once and survives a closed tab. */
export function keepAnswer(matchId: string, answer: TAvailabilityAnswer) {
  write(PENDING_KEY, { ...pendingAnswers(), [matchId]: answer });
  const view = keptView();
  if (view)
    write(VIEW_KEY, { ...view, matches: view.matches.map((m) => (m.id === matchId ? { ...m, answer } : m)) });
}

/**
 * Sends the answers waiting on the phone. Returns the server's refusals by match (a match that
 * kicked off, a link no longer valid); an answer refused is not kept. Stops at the first sign of
 * no signal, keeping what is left for next time.
 */
export async function sendPending(token: string): Promise<Record<string, string>> {
  const refused: Record<string, string> = {};
  for (const [matchId, answer] of Object.entries(pendingAnswers())) {
    try {
      await apiCall(`/api/availability/${matchId}`, {
        method: 'PUT',
        body: { answer },
        headers: { [HEADER]: token },
      });
    } catch (error) {
      if (
        error instanceof OfflineError ||
        (error instanceof ApiError && (error.status >= 500 || error.status === 429))
      )
        break;
      refused[matchId] = error instanceof Error ? error.message : String(error);
    }
    const left = pendingAnswers();
    if (left[matchId] === answer) delete left[matchId];
    write(PENDING_KEY, left);
  }
  return refused;
}

/**
 * Signs the league's waiver with the name typed (ADR 053): needs the server, which checks the
 * version is still the league's. The kept view says it is signed, for the next offline visit.
 */
export async function signWaiver(token: string, name: string, version: string): Promise<TPlayerView | null> {
  await apiCall('/api/availability/waiver', {
    method: 'POST',
    body: { name, version },
    headers: { [HEADER]: token },
  });
  const view = keptView();
  if (!view?.waiver) return view;
  const signed = {
    ...view,
    waiver: { ...view.waiver, signedVersion: version, signedAt: new Date().toISOString() },
  };
  write(VIEW_KEY, signed);
  return signed;
}

/**
 * The dates the player is away (ADR 071), the whole list: needs the server, which answers with the
 * view (each match's "away" worked out), kept for the next offline visit.
 */
export async function saveAway(token: string, ranges: TAwayRange[]): Promise<TPlayerView> {
  const view = await apiCall<TPlayerView>('/api/availability/away', {
    method: 'PUT',
    body: { ranges },
    headers: { [HEADER]: token },
  });
  write(VIEW_KEY, view);
  return view;
}
