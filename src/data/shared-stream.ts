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
  | { kind: 'change'; db: string }
  | { kind: 'ready'; resumed: boolean }
  | { kind: 'signedOut' }
  | { kind: 'offline' }
  /** A tab asks the one holding the stream to reconnect at once (network back, new session). */
  | { kind: 'reconnect' }
  /** A tab arrived: the leader says the stream is up, so the newcomer knows it is live. */
  | { kind: 'hello' };

let channel: BroadcastChannel | null = null;
let isLeader = false;
let isLive = false;

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
    if (data.kind === 'change') handlers.onChange(data.db);
    else if (data.kind === 'ready') handlers.onReady(data.resumed);
    else if (data.kind === 'signedOut') handlers.onSignedOut();
    else if (data.kind === 'offline') handlers.onOffline();
    else if (data.kind === 'reconnect' && isLeader) reconnectOwn();
    else if (data.kind === 'hello' && isLeader && isLive) post({ kind: 'ready', resumed: true });
  };
  post({ kind: 'hello' });
  // Held for the tab's life: the browser releases it when the tab closes or crashes.
  void navigator.locks.request(LOCK, () => {
    isLeader = true;
    connectOwn({
      onChange: (db) => {
        handlers.onChange(db);
        post({ kind: 'change', db });
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
