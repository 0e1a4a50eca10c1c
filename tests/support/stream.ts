import { eventParser, type TServerEvent } from '../../src/data/sse.ts';

export type TStreamEvent = TServerEvent;

export type TStreamClient = {
  status: number;
  headers: Headers;
  events: TStreamEvent[];
  /** Resolves with the first event (seen or to come) that matches. */
  next(match: (e: TStreamEvent) => boolean, what: string): Promise<TStreamEvent>;
  /** Calls back on every event from now on. */
  onEvent(listener: (e: TStreamEvent) => void): void;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
};

/** A device's change stream, read as the app reads it (fetch, server-sent events). */
export async function openStream(
  baseUrl: string,
  options: { cookie?: string | null; lastEventId?: string } = {},
): Promise<TStreamClient> {
  const controller = new AbortController();
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
  const response = await fetch(`${baseUrl}/api/changes`, { headers, signal: controller.signal });
  const events: TStreamEvent[] = [];
  const waiters = new Set<() => void>();
  const listeners = new Set<(e: TStreamEvent) => void>();
  let isEnded = false;
  let resolveEnded!: () => void;
  const ended = new Promise<void>((resolve) => {
    resolveEnded = resolve;
  });
  const endStream = () => {
    isEnded = true;
    resolveEnded();
  };
  if (response.ok && response.body) {
    void (async () => {
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      const parse = eventParser((event) => {
        events.push(event);
        for (const listener of listeners) listener(event);
        for (const wake of [...waiters]) wake();
      });
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          parse(decoder.decode(value, { stream: true }));
        }
      } catch {
        // Aborted by close().
      } finally {
        endStream();
        for (const wake of [...waiters]) wake();
      }
    })();
  } else endStream();
  return {
    status: response.status,
    headers: response.headers,
    events,
    ended,
    onEvent: (listener) => void listeners.add(listener),
    next(match, what) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (found) {
            waiters.delete(check);
            resolve(found);
          } else if (isEnded) {
            waiters.delete(check);
            reject(new Error(`The stream ended before ${what}`));
          }
        };
        waiters.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
}
