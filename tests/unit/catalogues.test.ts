import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { FIXED_MESSAGES } from '../../src/domain/messages.ts';
import { AREAS, i18n, LOCALES, pickLocale, type TLocale, tIn } from '../../src/i18n/core.ts';

// Issue #29: every key in all three catalogues, each message valid ICU with the same arguments
// (and the same plural and select choices) as its English source, so no screen shows a key or
// loses a name.

/** Each argument's name, with the sorted choices of a select. */
function shape(compiled: unknown, into = new Set<string>()): Set<string> {
  if (!Array.isArray(compiled)) return into;
  for (const token of compiled) {
    if (typeof token === 'string' || !Array.isArray(token)) continue;
    const [name, kind, options] = token as [string, string?, Record<string, unknown>?];
    // A number may be plain in one language and a plural in another; a select's choices must match.
    if (kind === 'select') {
      const choices = Object.entries(options ?? {})
        .filter(([, branch]) => Array.isArray(branch))
        .map(([choice]) => choice)
        .sort();
      into.add(`${name}:select(${choices.join(',')})`);
    } else into.add(kind && kind !== 'plural' && kind !== 'selectordinal' ? `${name}:${kind}` : name);
    if (kind === 'plural' || kind === 'select' || kind === 'selectordinal')
      for (const branch of Object.values(options ?? {})) shape(branch, into);
  }
  return into;
}

async function catalogue(locale: TLocale, area: string): Promise<Record<string, string>> {
  return (
    (await import(`../../src/i18n/catalogues/${locale}/${area}.ts`)) as { default: Record<string, string> }
  ).default;
}

describe('the message catalogues', () => {
  for (const area of AREAS) {
    it(`${area}: the same keys and arguments in en, es and fr, all valid ICU`, async () => {
      const en = await catalogue('en', area);
      expect(Object.keys(en).length).toBeGreaterThan(0);
      for (const key of Object.keys(en)) expect(key.startsWith(`${area}.`), key).toBe(true);
      for (const locale of LOCALES) {
        const messages = await catalogue(locale, area);
        expect(Object.keys(messages).sort(), `${locale}/${area} keys`).toEqual(Object.keys(en).sort());
        for (const [key, text] of Object.entries(messages)) {
          expect(text.trim(), `${locale} ${key} is empty`).not.toBe('');
          const arguments_ = [...shape(compileMessage(text))].sort();
          expect(arguments_, `${locale} ${key}`).toEqual([...shape(compileMessage(en[key]!))].sort());
        }
      }
    });
  }

  it('holds no key that no code reads', async () => {
    const source = new URL('../../', import.meta.url).pathname;
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (name === 'catalogues' || name === 'node_modules') return [];
        return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
      });
    const code = [...files(`${source}src`), ...files(`${source}sync-server`)]
      .map((path) => readFileSync(path, 'utf8'))
      .join('\n');
    // MSG reads its fixed messages by name (src/domain/messages.ts).
    const byName = new Set(FIXED_MESSAGES.map((name) => `rules.rule.${name}`));
    for (const area of AREAS) {
      const unread = Object.keys(await catalogue('en', area)).filter(
        (key) => !byName.has(key) && !code.includes(`'${key}'`),
      );
      expect(unread, area).toEqual([]);
    }
  });

  it("reads no server words on the phone: no screen loads the server's area", () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (name === 'catalogues') return [];
        return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
      });
    const root = new URL('../../src/', import.meta.url).pathname;
    const readers = files(root).filter((path) => /\bt\(\s*['"]server\./.test(readFileSync(path, 'utf8')));
    expect(readers.map((path) => path.slice(root.length))).toEqual([]);
  });

  it('writes plurals and dates in each language', () => {
    expect(tIn('en', 'app.spotLeft', { spotsLeft: 1 })).toBe('1 spot left');
    expect(tIn('en', 'app.spotLeft', { spotsLeft: 3 })).toBe('3 spots left');
    expect(tIn('es', 'app.spotLeft', { spotsLeft: 1 })).toBe('Queda 1 plaza');
    expect(tIn('es', 'app.spotLeft', { spotsLeft: 3 })).toBe('Quedan 3 plazas');
    expect(tIn('fr', 'app.spotLeft', { spotsLeft: 0 })).toBe('0 place restante');
    expect(tIn('fr', 'app.spotLeft', { spotsLeft: 2 })).toBe('2 places restantes');
    expect(tIn('es', 'team.suspendedCount', { count: 1 })).toBe('1 sancionado');
    expect(tIn('fr', 'team.suspendedCount', { count: 2 })).toBe('2 suspendus');
    expect(tIn('en', 'admin.saveMatches', { length: 1 })).toBe('Save 1 match');
    expect(tIn('en', 'admin.saveMatches', { length: 30 })).toBe('Save 30 matches');
    expect(tIn('es', 'admin.captainPlayers', { value: 'x', name: 'Ana', size: 1 })).toBe(
      'x · Capitán: Ana · 1 jugador',
    );
    expect(tIn('en', 'app.teamGoalsSynchronizedTotalGoals', { total: 12 })).toBe(
      'Team goals synchronized: 12 total goals',
    );
    expect(tIn('fr', 'app.teamGoalsSynchronizedTotalGoals', { total: 1 })).toBe(
      'Buts de l’équipe synchronisés : 1 but au total',
    );
    // The spec's import message was French on every screen; each language now has its own.
    expect(tIn('en', 'rules.rule.importDone', { n: 1 })).toBe('1 match imported');
    expect(tIn('fr', 'rules.rule.importDone', { n: 2 })).toBe('2 matchs importés avec succès');
    expect(tIn('es', 'app.tie.betterGoalDifference')).toBe('mejor diferencia de goles');
    // The active language stays as it was.
    expect(i18n.locale).toBe('en');
  });

  it('picks the first of the browser languages it speaks', () => {
    expect(pickLocale(['es-MX', 'en-US'])).toBe('es');
    expect(pickLocale(['de-DE', 'fr-CA'])).toBe('fr');
    expect(pickLocale(['de-DE'])).toBe('en');
    expect(pickLocale([])).toBe('en');
  });
});
