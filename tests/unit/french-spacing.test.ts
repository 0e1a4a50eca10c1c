import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tIn } from '../../src/i18n/core.ts';

// French puts a space before : ; ! ? and inside « », one that never breaks: a line of a phone's
// screen must not start with the colon (seen at 360 px in the desk's "On your website" dialog).

const DIR = join(import.meta.dirname, '../../src/i18n/catalogues/fr');

describe('French spacing', () => {
  it('no French message breaks a line before : ; ! ? or inside « »', async () => {
    const loose: string[] = [];
    for (const file of readdirSync(DIR).filter((name) => name.endsWith('.ts'))) {
      const messages = (await import(join(DIR, file))).default as Record<string, string>;
      for (const [key, text] of Object.entries(messages))
        if (/ [:;!?]| »|« /.test(text)) loose.push(`${key}: ${text.slice(0, 60)}`);
    }
    expect(loose).toEqual([]);
  });

  it('keeps the colon with its word in what a reader sees', () => {
    expect(tIn('fr', 'server.embed.standingsTitle', { league: 'Ligue A' })).toBe('Ligue A\u00a0: classement');
    expect(tIn('fr', 'rules.rule.welcomeBack')).toBe('Bon retour\u202f!');
  });
});
