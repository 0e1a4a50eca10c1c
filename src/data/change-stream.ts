import { noteServerSchema, schemaHeaders } from './app-version.ts';
import { eventParser, type TServerEvent } from './sse.ts';

/**
 * The device's one long-lived connection: `GET /api/changes`, a server-sent event stream naming
 * the databases this user may read as they change. Read with fetch rather than EventSource, so a
 * 401 (signed out) is told apart from a network failure.
 */

export type TStreamHandlers = {
  /** The server says this database changed. */
  /** `at`: when this browser first heard of it (another tab may relay it later). */
  onChange(db: string, at?: number): void;
  /** Connected; `resumed` false means changes may have been missed: catch up on everything. */
  onReady(resumed: boolean): void;
  /** The session is over (the server has dropped the cookie; the next stream is a visitor's). */
  onSignedOut(): void;
  /** The network failed; the stream keeps trying. */
  onOffline(): void;
};

const POSITION_KEY = 'pitchside-stream-position';
const MAX_BACK_OFF_MS = 30_000;
/** The server sends a comment every 25 s; this long with nothing means the connection is dead. */
const SILENCE_MS = 60_000;

let handlers: TStreamHandlers | null = null;
let controller: AbortController | null = null;
let retryTimer: number | null = null;
let backOff = 0;
let generation = 0;

/** Starts the stream, or restarts it at once (a new session, the network is back). */
export function connectStream(next: TStreamHandlers): void {
  handlers = next;
  reconnectNow();
}

export function reconnectNow(): void {
  if (!handlers) return;
  if (retryTimer !== null) window.clearTimeout(retryTimer);
  retryTimer = null;
  backOff = 0;
  controller?.abort();
  generation += 1;
  void run(generation);
}

function retryLater(mine: number) {
  if (mine !== generation) return;
  backOff = backOff === 0 ? 1000 : Math.min(backOff * 2, MAX_BACK_OFF_MS);
  retryTimer = window.setTimeout(() => {
    retryTimer = null;
    generation += 1;
    void run(generation);
  }, backOff);
}

async function run(mine: number) {
  const ours = new AbortController();
  controller = ours;
  const position = localStorage.getItem(POSITION_KEY);
  let response: Response;
  try {
    response = await fetch('/api/changes', {
      headers: position ? { ...schemaHeaders, 'last-event-id': position } : schemaHeaders,
      cache: 'no-store',
      signal: ours.signal,
    });
  } catch {
    if (mine !== generation) return;
    handlers?.onOffline();
    return retryLater(mine);
  }
  if (mine !== generation) return void ours.abort();
  noteServerSchema(response.headers);
  if (response.status === 401) {
    handlers?.onSignedOut();
    // The cookie is gone now: reconnect as a visitor.
    return retryLater(mine);
  }
  if (!response.ok || !response.body) return retryLater(mine);
  backOff = 0;
  try {
    await read(response.body, ours, ({ event, id, data }) => {
      if (mine !== generation) return;
      if (id) localStorage.setItem(POSITION_KEY, id);
      if (event === 'change' && typeof data.db === 'string') handlers?.onChange(data.db);
      if (event === 'ready') handlers?.onReady(data.resumed === true);
    });
  } catch {
    if (mine === generation) handlers?.onOffline();
  }
  // The server ends streams now and then: come straight back, with the position.
  if (mine === generation) {
    generation += 1;
    void run(generation);
  }
}

async function read(
  body: ReadableStream<Uint8Array>,
  ours: AbortController,
  onEvent: (e: TServerEvent) => void,
) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parse = eventParser(onEvent);
  let silence = window.setTimeout(() => ours.abort(), SILENCE_MS);
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      window.clearTimeout(silence);
      silence = window.setTimeout(() => ours.abort(), SILENCE_MS);
      parse(decoder.decode(value, { stream: true }));
    }
  } finally {
    window.clearTimeout(silence);
  }
}
