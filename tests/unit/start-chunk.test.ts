import { describe, expect, it } from 'vitest';
import { startChunk } from '../../scripts/start-chunk.ts';

/** A module graph as the bundler describes it: static imports only in importedIds. */
const graph: Record<string, string[]> = {
  '/app/main.tsx': ['/app/App.tsx', '/app/session.ts', '/app/styles.css'],
  '/app/App.tsx': ['/node_modules/react/index.js', '/app/session.ts'],
  '/app/session.ts': ['/app/local-store.ts'],
  '/app/local-store.ts': ['/node_modules/dexie/dexie.mjs'],
  // Reached only by dynamic import (a screen, PouchDB): not part of the start.
  '/app/StandingsPage.tsx': ['/app/Table.tsx', '/app/session.ts'],
  '/app/pouch.ts': ['/node_modules/pouchdb/index.js'],
};
/** One chunking pass: the bundler hands out the same record for a module throughout a pass. */
const pass = (modules: Record<string, string[]>) => {
  const records = new Map(Object.entries(modules).map(([id, importedIds]) => [id, { importedIds }]));
  return { getModuleInfo: (id: string) => records.get(id) ?? null };
};
const ctx = pass(graph);

describe('the start chunk: every module the entry imports statically, as one chunk (issue #36)', () => {
  const name = startChunk('/app/main.tsx');

  it('takes everything the entry reaches through static imports, libraries included', () => {
    for (const id of ['/app/App.tsx', '/app/session.ts', '/app/local-store.ts'])
      expect(name(id, ctx)).toBe('start');
    expect(name('/node_modules/react/index.js', ctx)).toBe('start');
    expect(name('/node_modules/dexie/dexie.mjs', ctx)).toBe('start');
  });

  it('leaves the entry and its stylesheet in the entry chunk, so no screen adds the stylesheet again', () => {
    expect(name('/app/main.tsx', ctx)).toBeNull();
    expect(name('/app/styles.css', ctx)).toBeNull();
  });

  it('leaves lazily loaded screens and libraries to the bundler, even when they import the start', () => {
    for (const id of [
      '/app/StandingsPage.tsx',
      '/app/Table.tsx',
      '/app/pouch.ts',
      '/node_modules/pouchdb/index.js',
    ])
      expect(name(id, ctx)).toBeNull();
  });

  it('walks the graph again for a new build, where the entry has stopped importing a module', () => {
    const named = startChunk('/app/main.tsx');
    expect(named('/app/session.ts', ctx)).toBe('start');
    const rebuilt = pass({ ...graph, '/app/main.tsx': ['/app/App.tsx'], '/app/App.tsx': [] });
    expect(named('/app/session.ts', rebuilt)).toBeNull();
    expect(named('/app/App.tsx', rebuilt)).toBe('start');
  });
});
