import { describe, expect, it } from 'vitest';
import { MSG } from '../../src/domain/messages.ts';
import {
  checkCaptainInfo,
  checkFreeAgentProfile,
  checkLogin,
  checkPasswordChange,
  checkPlayer,
  checkRefereeCreation,
  checkRosterDraft,
  checkRosterToFinish,
  checkTeamSignupAccount,
  checkTeamSignupCaptain,
  checkTeamSignupTeam,
  duplicateJerseys,
  freeAgentWaitSeconds,
  isImportTeamIdValid,
  parseJerseyInput,
  playersStillNeeded,
} from '../../src/domain/rules.ts';

const row = (firstName: string, lastName: string, jerseyNumber = 0) => ({
  firstName,
  lastName,
  jerseyNumber,
});
const roster = (n: number) => Array.from({ length: n }, (_, i) => row(`First${i}`, `Last${i}`, i + 1));

describe('team login', () => {
  it('needs both fields, then a valid e-mail shape', () => {
    expect(checkLogin('', 'x')).toBe(MSG.fillAllFields);
    expect(checkLogin('a@b.co', '')).toBe(MSG.fillAllFields);
    expect(checkLogin('not-an-email', 'secret')).toBe(MSG.invalidEmailAddress);
    expect(checkLogin('a@b.co', 'secret')).toBeNull();
  });
});

describe('team signup', () => {
  it('step 1 needs a name and a league', () => {
    expect(checkTeamSignupTeam({ teamName: ' ', leagueId: 'l1' })).toBe(MSG.fillAllFields);
    expect(checkTeamSignupTeam({ teamName: 'Astoria FC', leagueId: '' })).toBe(MSG.fillAllFields);
    expect(checkTeamSignupTeam({ teamName: 'Astoria FC', leagueId: 'l1' })).toBeNull();
  });
  it('step 2 needs a captain and a phone that normalises to international format', () => {
    expect(checkTeamSignupCaptain({ captainName: '', captainPhone: '2125550100' })).toBe(MSG.fillAllFields);
    expect(checkTeamSignupCaptain({ captainName: 'Ana', captainPhone: '555-0100' })).toBe(MSG.invalidUsPhone);
    expect(checkTeamSignupCaptain({ captainName: 'Ana', captainPhone: '(212) 555-0100' })).toBeNull();
  });
  it('step 3 checks fields, e-mail, matching and length in the spec order', () => {
    const ok = { email: 'cap@astoria.nyc', password: 'secret', confirmPassword: 'secret' };
    expect(checkTeamSignupAccount({ ...ok, confirmPassword: '' })).toBe(MSG.fillAllFields);
    expect(checkTeamSignupAccount({ ...ok, email: 'cap@' })).toBe(MSG.invalidEmail);
    expect(checkTeamSignupAccount({ ...ok, confirmPassword: 'secreT' })).toBe(MSG.passwordsDoNotMatch);
    expect(checkTeamSignupAccount({ ...ok, password: 'five5', confirmPassword: 'five5' })).toBe(
      MSG.passwordTooShort,
    );
    expect(checkTeamSignupAccount(ok)).toBeNull();
  });
});

describe('password change and captain info', () => {
  it('uses the settings wording for a mismatch', () => {
    expect(checkPasswordChange({ newPassword: 'abcdef', confirmPassword: 'abcdeg' })).toBe(
      MSG.newPasswordsDoNotMatch,
    );
    expect(checkPasswordChange({ newPassword: 'abc', confirmPassword: 'abc' })).toBe(MSG.passwordTooShort);
    expect(checkPasswordChange({ newPassword: 'abcdef', confirmPassword: 'abcdef' })).toBeNull();
  });
  it('requires a captain name; a phone is optional but must be valid', () => {
    expect(checkCaptainInfo({ name: '', phone: '' })).toBe(MSG.captainNameRequired);
    expect(checkCaptainInfo({ name: 'Ana', phone: '12' })).toBe(MSG.invalidPhone);
    expect(checkCaptainInfo({ name: 'Ana', phone: '' })).toBeNull();
  });
});

describe('roster', () => {
  it('reads a jersey input: empty is 0, 1 to 99 is kept, anything else is invalid', () => {
    expect(parseJerseyInput('')).toBe(0);
    expect(parseJerseyInput(null)).toBe(0);
    expect(parseJerseyInput('7')).toBe(7);
    expect(parseJerseyInput('99')).toBe(99);
    expect(parseJerseyInput('0')).toBe('invalid');
    expect(parseJerseyInput('100')).toBe('invalid');
    expect(parseJerseyInput('7.5')).toBe('invalid');
  });
  it('names the holder of a taken jersey number, ignoring the player being edited', () => {
    const team = [{ id: 'p1', ...row('Ana', 'Lopez', 10) }];
    expect(checkPlayer(row('Bo', 'Kim', 10), team)).toBe('Jersey number 10 is already taken by Ana Lopez');
    expect(checkPlayer(row('Ana', 'Lopez', 10), team, 'p1')).toBeNull();
    expect(checkPlayer(row('Bo', 'Kim', 0), [{ id: 'p1', ...row('Ana', 'Lopez', 0) }])).toBeNull();
    expect(checkPlayer(row('', 'Kim', 3), team)).toBe(MSG.playerNamesRequired);
  });
  it('finishes only with at least 7 named players and no duplicate numbers', () => {
    expect(checkRosterToFinish(roster(6))).toBe(MSG.rosterMinimum);
    expect(checkRosterToFinish(roster(7))).toBeNull();
    expect(checkRosterToFinish([...roster(6), row('', '')])).toBe(MSG.rosterMinimum);
    expect(checkRosterToFinish([...roster(6), row('Solo', '')])).toBe(MSG.playerNamesRequired);
    expect(checkRosterToFinish([...roster(7), row('A', 'B', 3), row('C', 'D', 5)])).toBe(
      'Duplicate jersey numbers: 3, 5',
    );
    expect(duplicateJerseys([{ jerseyNumber: 0 }, { jerseyNumber: 0 }])).toEqual([]);
  });
  it('saves a draft with one complete player', () => {
    expect(checkRosterDraft([row('Ana', '')])).toBe(MSG.draftNeedsPlayer);
    expect(checkRosterDraft([row('Ana', 'Lopez')])).toBeNull();
    expect(playersStillNeeded(4)).toBe(3);
    expect(playersStillNeeded(9)).toBe(0);
  });
});

describe('free agent', () => {
  const ok = {
    firstName: 'Sam',
    lastName: 'Diaz',
    position: 'defender',
    level: 'Beginner',
    leagues: ['l1'],
    phone: '',
    email: '',
  };
  it('reports the first problem in the spec order', () => {
    expect(checkFreeAgentProfile({ ...ok, firstName: '', lastName: '' })).toBe(MSG.firstNameRequired);
    expect(checkFreeAgentProfile({ ...ok, lastName: '' })).toBe(MSG.lastNameRequired);
    expect(checkFreeAgentProfile({ ...ok, position: '' })).toBe(MSG.positionRequired);
    expect(checkFreeAgentProfile({ ...ok, level: '' })).toBe(MSG.levelRequired);
    expect(checkFreeAgentProfile({ ...ok, leagues: [] })).toBe(MSG.leagueRequired);
    expect(checkFreeAgentProfile({ ...ok, phone: '12345' })).toBe(MSG.freeAgentPhone);
    expect(checkFreeAgentProfile({ ...ok, email: 'sam@' })).toBe(MSG.freeAgentEmail);
    expect(checkFreeAgentProfile({ ...ok, phone: '+1 212 555 0100', email: 'sam@diaz.nyc' })).toBeNull();
  });
  it('enforces a 60-second cooldown, rounding the wait up', () => {
    expect(freeAgentWaitSeconds(null, 1_000)).toBe(0);
    expect(freeAgentWaitSeconds(0, 500)).toBe(60);
    expect(freeAgentWaitSeconds(0, 59_001)).toBe(1);
    expect(freeAgentWaitSeconds(0, 60_000)).toBe(0);
    expect(MSG.waitBeforeSubmitting(12)).toBe('Please wait 12 seconds before submitting again');
  });
});

describe('admin forms', () => {
  it('referee creation needs e-mail, password and name', () => {
    expect(checkRefereeCreation({ email: '', password: 'secret', displayName: 'Ref' })).toBe(
      MSG.fillRequiredFields,
    );
    expect(checkRefereeCreation({ email: 'r@x.org', password: 'secret', displayName: 'Ref' })).toBeNull();
  });
  it('import team ids must be real: non-empty, not a placeholder, 20 characters or more', () => {
    expect(isImportTeamIdValid('')).toBe(false);
    expect(isImportTeamIdValid('REPLACE_WITH_REAL_TEAM_ID_1')).toBe(false);
    expect(isImportTeamIdValid('abc')).toBe(false);
    expect(isImportTeamIdValid('a1b2c3d4e5f6g7h8i9j0')).toBe(true);
  });
});
