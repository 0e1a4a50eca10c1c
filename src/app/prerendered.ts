/**
 * The public pages a first visit opens on, which the build draws (src/prerender.tsx, ADR 016), and
 * the file each is written to under dist/prerendered/. The build's chunking keeps what they load
 * small (scripts/chunk-groups.ts), so this list has no imports.
 */
export const PRERENDERED: Record<string, string> = {
  '/': 'home.html',
  '/leagues': 'leagues.html',
  '/highlights': 'highlights.html',
};
