import { describe, expect, it } from 'vitest';
import { chunkGroups } from '../../scripts/chunk-groups.ts';

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
  const name = chunkGroups({}, '/app/main.tsx').start;

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
    const named = chunkGroups({}, '/app/main.tsx').start;
    expect(named('/app/session.ts', ctx)).toBe('start');
    const rebuilt = pass({ ...graph, '/app/main.tsx': ['/app/App.tsx'], '/app/App.tsx': [] });
    expect(named('/app/session.ts', rebuilt)).toBeNull();
    expect(named('/app/App.tsx', rebuilt)).toBe('start');
  });
});

/** The app's shape: the start, two screens a first visit opens on, signed-in screens, a form. */
const app: Record<string, string[]> = {
  '/app/src/main.tsx': ['/app/src/App.tsx'],
  '/app/src/App.tsx': ['/app/node_modules/react/index.js', '/app/src/store.ts'],
  '/app/src/LandingPage.tsx': ['/app/src/Page.tsx', '/app/src/dates.ts'],
  '/app/src/LoginPage.tsx': ['/app/src/Page.tsx', '/app/src/Field.tsx'],
  '/app/src/StandingsPage.tsx': ['/app/src/Page.tsx', '/app/src/Table.tsx', '/app/src/kept.ts'],
  '/app/src/DashboardPage.tsx': ['/app/src/Table.tsx', '/app/src/Field.tsx', '/app/src/DisputeForm.tsx'],
  '/app/src/Page.tsx': ['/app/src/App.tsx'],
  '/app/src/Table.tsx': ['/app/src/dates.ts', '/app/src/store.ts'],
  '/app/src/kept.ts': ['/app/node_modules/zustand/middleware.js', '/app/src/Table.tsx'],
  '/app/src/DisputeForm.tsx': ['/app/src/domain/schemas/report.ts', '/app/src/Table.tsx'],
  '/app/src/domain/schemas/report.ts': ['/app/node_modules/zod/index.js'],
  '/app/src/i18n/catalogues/en/team.ts': [],
  '/app/src/features/admin/Desk.tsx': ['/app/src/Table.tsx'],
  // An import cycle between two light modules.
  '/app/src/a.ts': ['/app/src/b.ts'],
  '/app/src/b.ts': ['/app/src/a.ts', '/app/src/dates.ts'],
  // A cycle one side of which imports zod: both are heavy, whichever is asked about first.
  '/app/src/c.ts': ['/app/src/d.ts', '/app/src/domain/schemas/report.ts'],
  '/app/src/d.ts': ['/app/src/c.ts'],
};

describe('the shared chunks: few files for what screens share, first pages as light as before (ADR 044)', () => {
  const groups = chunkGroups(
    { home: ['/app/src/LandingPage.tsx'], signIn: ['/app/src/LoginPage.tsx'] },
    '/app/src/main.tsx',
  );
  const name = groups.shared;
  const appCtx = pass(app);

  it('puts the light modules only signed-in screens share into one chunk', () => {
    expect(name('/app/src/Table.tsx', appCtx)).toBe('screens');
    // zustand is a few lines: a module built on it stays light.
    expect(name('/app/src/kept.ts', appCtx)).toBe('screens');
    expect(name('/app/node_modules/zustand/middleware.js', appCtx)).toBe('screens');
  });

  it('names a module one family of first pages reaches by that family', () => {
    expect(name('/app/src/Field.tsx', appCtx)).toBe('shared-signIn');
    expect(name('/app/src/dates.ts', appCtx)).toBe('shared-home');
    for (const id of ['/app/src/Field.tsx', '/app/src/dates.ts']) expect(groups.start(id, appCtx)).toBeNull();
  });

  it('puts a light module two families of first pages reach into the start, not a file of its own', () => {
    expect(groups.start('/app/src/Page.tsx', appCtx)).toBe('start');
    expect(name('/app/src/Page.tsx', appCtx)).toBeNull();
  });

  it('leaves a heavy module two families reach to the bundler', () => {
    const heavy = pass({
      ...app,
      '/app/src/LandingPage.tsx': ['/app/src/DisputeForm.tsx'],
      '/app/src/LoginPage.tsx': ['/app/src/DisputeForm.tsx'],
    });
    const fresh = chunkGroups(
      { home: ['/app/src/LandingPage.tsx'], signIn: ['/app/src/LoginPage.tsx'] },
      '/app/src/main.tsx',
    );
    expect(fresh.start('/app/src/DisputeForm.tsx', heavy)).toBeNull();
    expect(fresh.shared('/app/src/DisputeForm.tsx', heavy)).toBeNull();
    // Its light imports that both reach still join the start.
    expect(fresh.start('/app/src/Table.tsx', heavy)).toBe('start');
  });

  it('leaves heavy code to the bundler: libraries, zod and what imports it, catalogues, the desk', () => {
    for (const id of [
      '/app/node_modules/zod/index.js',
      '/app/src/domain/schemas/report.ts',
      '/app/src/DisputeForm.tsx',
      '/app/src/i18n/catalogues/en/team.ts',
      '/app/src/features/admin/Desk.tsx',
    ])
      expect(name(id, appCtx)).toBeNull();
  });

  it('leaves the start to the start chunk, and the entry and its stylesheet where they are', () => {
    for (const id of [
      '/app/src/App.tsx',
      '/app/src/store.ts',
      '/app/node_modules/react/index.js',
      '/app/src/main.tsx',
    ])
      expect(name(id, appCtx)).toBeNull();
  });

  it('judges modules in an import cycle by the whole cycle', () => {
    expect(name('/app/src/a.ts', appCtx)).toBe('screens');
    expect(name('/app/src/b.ts', appCtx)).toBe('screens');
    expect(name('/app/src/c.ts', appCtx)).toBeNull();
    expect(name('/app/src/d.ts', appCtx)).toBeNull();
  });
});
