import { describe, expect, it, vi } from 'vitest';
import { formatPrice } from '../../src/domain/money.ts';
import { englishNumber, i18n, type TMessageKey, t, tIn, withHandCounts } from '../../src/i18n/core.ts';

describe('league prices', () => {
  it('writes English by hand exactly as Intl writes US dollars', () => {
    const intl = (price: number) =>
      new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'USD',
        maximumFractionDigits: price % 1 === 0 ? 0 : 2,
      }).format(price);
    for (const price of [0, 5, 45, 150, 999, 1000, 1450, 12_345, 1_234_567, 0.5, 45.5, 1450.25, 99.99]) {
      expect(formatPrice(price, 'en')).toBe(intl(price));
    }
    expect(formatPrice(1450, 'en')).toBe('$1,450');
    expect(formatPrice(45.5, 'en')).toBe('$45.50');
  });

  it('keeps Spanish and French money forms from Intl', () => {
    expect(formatPrice(12_450, 'es')).toMatch(/^12\.450\sUS\$$/);
    expect(formatPrice(12_450, 'fr')).toMatch(/^12\s450\s\$US$/);
  });
});

describe('English numbers and counts by hand', () => {
  it('writes numbers as Intl writes them in US English', () => {
    const intl = new Intl.NumberFormat('en-US');
    for (const n of [
      0, 1, 7, 12, 999, 1000, 1001, 65_432, 1_000_000, 2.5, 1234.5678, 0.125, -3, -1500, 1e20,
    ]) {
      expect(englishNumber(n)).toBe(intl.format(n));
    }
  });

  it('answers English plurals as Lingui does, without building an Intl object', async () => {
    const { compileMessage } = await import('@lingui/message-utils/compileMessage');
    const { setupI18n } = await import('@lingui/core');
    const source = {
      'test.count': '{n, plural, =0 {no games} one {# game} other {# games}} of {total}',
      'test.nested':
        '{n, plural, one {# goal by {name}} other {# goals, {kind, select, own {# own} other {#}}}}',
      'test.plain': 'In {days, plural, one {# day} other {# days}}',
    };
    const messages = Object.fromEntries(Object.entries(source).map(([k, v]) => [k, compileMessage(v)]));
    const counted = withHandCounts(messages);
    expect(JSON.stringify(counted)).not.toContain('"plural"');
    const lingui = setupI18n({ locale: 'en', locales: ['en-US'], messages: { en: messages } });
    i18n.load('en', counted);
    const values = [0, 1, 2, 3, 11, 21, 100, 1000, 1234, 65_432, 1.5, 0.5, '1', '7', '0'];
    const cases = Object.keys(source).flatMap((key) =>
      values.map((n) => ({
        key,
        v: { n, days: n, total: 1200, name: 'Ana', kind: n === 2 ? 'own' : 'other' },
      })),
    );
    const expected = cases.map(({ key, v }) => lingui._(key, v));
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const pluralRules = vi.spyOn(Intl, 'PluralRules');
    const ours = cases.map(({ key, v }) => t(key as TMessageKey, v));
    expect(ours).toEqual(expected);
    expect(numberFormat).not.toHaveBeenCalled();
    expect(pluralRules).not.toHaveBeenCalled();
    numberFormat.mockRestore();
    pluralRules.mockRestore();
    expect(ours).toContain('1,234 games of 1200');
    expect(ours).toContain('no games of 1200');
    // Other languages keep Lingui's own plurals.
    i18n.load('fr', messages);
    expect(tIn('fr', 'test.count' as TMessageKey, { n: 1234, total: 1 })).toMatch(/^1\s234 games of 1$/);
  });
});
