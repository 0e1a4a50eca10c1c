import { describe, expect, it } from 'vitest';
import { checkDocShape, withLaterFields } from '../../src/domain/databases.ts';
import { ZLeagueForm } from '../../src/domain/forms/league-form.ts';
import { waiverFormSchema } from '../../src/domain/forms/waiver-form.ts';
import { hasSigned, WAIVER_MAX, waiverVersion } from '../../src/domain/waiver.ts';
import { leagueFormValues, OLD_LEAGUE } from '../support/league-form.ts';

// ADR 053: a league's waiver, its version, and what the forms take.

describe("a league's waiver", () => {
  it('has a version that names its text: the same text, the same version; any change, another', () => {
    const text = 'I take part at my own risk.';
    expect(waiverVersion(text)).toMatch(/^[0-9a-f]{8}$/);
    expect(waiverVersion(text)).toBe(waiverVersion('I take part at my own risk.'));
    expect(waiverVersion(`${text} `)).not.toBe(waiverVersion(text));
    expect(hasSigned(text, waiverVersion(text))).toBe(true);
    expect(hasSigned(`${text}!`, waiverVersion(text))).toBe(false);
    expect(hasSigned(null, waiverVersion(text))).toBe(false);
  });

  it('is optional on a league, and an older app saving the league keeps it', () => {
    expect(checkDocShape('leagues', OLD_LEAGUE)).toMatchObject({ ok: true, body: { waiver: null } });
    const stored = { ...OLD_LEAGUE, waiver: 'Sign here.' };
    expect(withLaterFields(OLD_LEAGUE, stored)).toMatchObject({ waiver: 'Sign here.' });
    expect(checkDocShape('leagues', { ...OLD_LEAGUE, waiver: 'x'.repeat(WAIVER_MAX + 1) }).ok).toBe(false);
  });

  it('is written in the league form, empty for none, and refused when too long', () => {
    expect(ZLeagueForm.parse(leagueFormValues()).waiver).toBeNull();
    expect(ZLeagueForm.parse(leagueFormValues({ waiver: '  Play fair.  ' })).waiver).toBe('Play fair.');
    const long = ZLeagueForm.safeParse(leagueFormValues({ waiver: 'x'.repeat(WAIVER_MAX + 1) }));
    expect(long.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['waiver']);
  });

  it("takes the player's typed name, spaces tidied, and refuses none", () => {
    expect(waiverFormSchema.parse({ name: '  Luis   Silva ' })).toEqual({ name: 'Luis Silva' });
    expect(waiverFormSchema.safeParse({ name: '  ' }).error?.issues[0]?.message).toBe(
      'Type your full name to sign',
    );
  });
});
