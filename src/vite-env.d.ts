/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

/** package.json's version, put in at build time (vite.config.ts). */
declare const __APP_VERSION__: string;

interface Window {
  /** Set by public/snapshot.js while a snapshot is drawn: repeats a tap made on it (issue #36). */
  psRepeatTap?: () => void;
}
