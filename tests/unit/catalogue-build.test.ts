import { resolve } from 'node:path';
import type { Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { compiledCatalogues } from '../../scripts/vite-plugins.ts';
import { i18n, rememberCounts, type TMessageKey, t, withHandCounts } from '../../src/i18n/core.ts';

/** What the build makes of a catalogue file, as the phone imports it. */
async function built(path: string): Promise<{ default: Messages; counts?: Record<string, string[]> }> {
  const plugin = compiledCatalogues();
  const load = plugin.load as (this: unknown, id: string) => Promise<string | null>;
  const code = await load.call({ addWatchFile: () => {} }, resolve(path));
  return import(`data:text/javascript,${encodeURIComponent(code!)}`);
}

describe('English catalogues come turned from the build (issue #36)', () => {
  it('turns the plurals as the phone did at each start, with the counts they read', async () => {
    const english = await built('src/i18n/catalogues/en/team.ts');
    expect(Object.keys(english.counts ?? {}).length).toBeGreaterThan(0);
    expect(JSON.stringify(english.default)).not.toContain('"plural"');
    // The phone's old way: compile, then turn at start. Same messages, same counts.
    const { compileMessage } = await import('@lingui/message-utils/compileMessage');
    const source = (await import('../../src/i18n/catalogues/en/team.ts')).default as Record<string, string>;
    const compiled = Object.fromEntries(Object.entries(source).map(([k, v]) => [k, compileMessage(v)]));
    expect(english.default).toEqual(withHandCounts(compiled));
  });

  it('answers a count from the turned catalogue once its counts are remembered', async () => {
    const english = await built('src/i18n/catalogues/en/team.ts');
    const [key, names] = Object.entries(english.counts!)[0]!;
    rememberCounts(english.default, english.counts!);
    i18n.load('en', english.default);
    i18n.activate('en');
    const values = Object.fromEntries(names.map((name) => [name, 1]));
    const one = t(key as TMessageKey, values);
    const many = t(key as TMessageKey, Object.fromEntries(names.map((name) => [name, 7])));
    expect(one).not.toBe(many);
    expect(many).toContain('7');
  });
});
