import {
  connectStream as connectOwn,
  reconnectNow as reconnectOwn,
  type TStreamHandlers,
} from './change-stream.ts';

/**
 * One change stream per browser, not per tab (issue #34). A browser gives a host six connections,
 * shared by all its tabs; six tabs each holding a stream left none for anything else. The tab that
 * holds the Web Lock runs the stream and tells the others over a BroadcastChannel; when it closes,
 * the lock passes to another tab, which resumes from the shared position (localStorage). Where a
 * browser has neither, each tab keeps its own stream, as before.
 */

const LOCK = 'pitchside-change-stream';
const CHANNEL = 'pitchside-change-stream';

type TMessage =
  /** `at`: when the tab holding the stream heard it (absent from apps before ADR 036). */
  | { kind: 'change'; db: string; at?: number }
  /** `hello`: the answer to a tab that arrived; the tabs already live have nothing to catch up. */
  | { kind: 'ready'; resumed: boolean; hello?: boolean }
  | { kind: 'signedOut' }
  | { kind: 'offline' }
  /** A tab asks the one holding the stream to reconnect at once (network back, new session). */
  | { kind: 'reconnect' }
  /** A tab arrived: the leader says the stream is up, so the newcomer knows it is live. */
  | { kind: 'hello' };

let channel: BroadcastChannel | null = null;
let isLeader = false;
let isLive = false;
/** This tab has heard the stream is up, and nothing since said it went down. */
let hasHeardLive = false;

const canShare = () =>
  typeof BroadcastChannel !== 'undefined' && typeof navigator !== 'undefined' && 'locks' in navigator;

export function connectStream(handlers: TStreamHandlers): void {
  if (!canShare()) {
    connectOwn(handlers);
    return;
  }
  if (channel) {
    reconnectNow();
    return;
  }
  channel = new BroadcastChannel(CHANNEL);
  const post = (message: TMessage) => channel!.postMessage(message);
  channel.onmessage = ({ data }: MessageEvent<TMessage>) => {
    if (data.kind === 'change') handlers.onChange(data.db, data.at);
    else if (data.kind === 'ready') {
      if (data.hello && hasHeardLive) return;
      hasHeardLive = true;
      handlers.onReady(data.resumed);
    } else if (data.kind === 'signedOut') {
      hasHeardLive = false;
      handlers.onSignedOut();
    } else if (data.kind === 'offline') {
      hasHeardLive = false;
      handlers.onOffline();
    } else if (data.kind === 'reconnect' && isLeader) reconnectOwn();
    else if (data.kind === 'hello' && isLeader && isLive) post({ kind: 'ready', resumed: true, hello: true });
  };
  post({ kind: 'hello' });
  // Held for the tab's life: the browser releases it when the tab closes or crashes.
  void navigator.locks.request(LOCK, () => {
    isLeader = true;
    connectOwn({
      onChange: (db) => {
        // One time for every tab: a pull this tab begins at once serves the others (across-tabs.ts).
        const at = Date.now();
        handlers.onChange(db, at);
        post({ kind: 'change', db, at });
      },
      onReady: (resumed) => {
        isLive = true;
        handlers.onReady(resumed);
        post({ kind: 'ready', resumed });
      },
      onSignedOut: () => {
        isLive = false;
        handlers.onSignedOut();
        post({ kind: 'signedOut' });
      },
      onOffline: () => {
        isLive = false;
        handlers.onOffline();
        post({ kind: 'offline' });
      },
    });
    return new Promise<never>(() => {});
  });
}

export function reconnectNow(): void {
  if (!channel || isLeader) reconnectOwn();
  else channel.postMessage({ kind: 'reconnect' } satisfies TMessage);
}
