/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

/** package.json's version, put in at build time (vite.config.ts). */
declare const __APP_VERSION__: string;
