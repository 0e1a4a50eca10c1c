import { afterEach, describe, expect, it } from 'vitest';
import { auditText, englishWords, writeWords } from '../../src/domain/audit-words.ts';
import { i18n } from '../../src/i18n/core.ts';

// The change history is read by admins in their own language; the server stores the words as a
// catalogue key and values, with English beside them for older apps and entries.

describe('the words of a change-history entry', () => {
  afterEach(() => i18n.activate('en'));

  it('a write names the document’s type and name, in the reader’s language', () => {
    const words = writeWords('match', 'created', 'Final');
    expect(englishWords(words)).toBe('match "Final" created');
    const stored = { detail: englishWords(words), detailKey: words.key, detailParams: words.params };
    i18n.activate('fr');
    expect(auditText(stored)).toBe('Création : match « Final »');
    i18n.activate('es');
    const gone = writeWords('league', 'deleted', undefined);
    expect(auditText({ detail: '', detailKey: gone.key, detailParams: gone.params })).toBe(
      'Eliminación: liga',
    );
  });

  it('a request counts its changes by type and verb, with plurals', () => {
    const changes = [{ action: 'match.created' }, { action: 'match.created' }, { action: 'video.deleted' }];
    const words = { key: 'admin.audit.request', params: { db: 'league-x' } } as const;
    expect(englishWords(words, changes)).toBe('2 matches created, 1 video deleted in league-x');
    i18n.activate('es');
    const stored = { detail: '', detailKey: words.key, detailParams: words.params, changes };
    expect(auditText(stored)).toBe('Creación: 2 partidos, Eliminación: 1 vídeo en league-x');
  });

  it('an entry from before the keys, a newer key or an unknown type reads as the server wrote it', () => {
    i18n.activate('fr');
    expect(auditText({ detail: 'Old words' })).toBe('Old words');
    expect(auditText({ detail: 'Newer words', detailKey: 'admin.audit.fromTheFuture' })).toBe('Newer words');
    expect(
      auditText({
        detail: '',
        detailKey: 'admin.audit.created',
        detailParams: { type: 'gadget', name: 'X' },
      }),
    ).toBe('Création : gadget « X »');
  });
});
