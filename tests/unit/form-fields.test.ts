import { describe, expect, it } from 'vitest';
import { ZCaptainForm, ZPasswordChangeForm } from '../../src/domain/forms/account-forms.ts';
import { ZFreeAgentProfileStep } from '../../src/domain/free-agent.ts';
import { MSG } from '../../src/domain/messages.ts';

/** The one issue a form's schema reports: its field (the one the form focuses) and its message. */
function issueOf(
  schema: { safeParse(v: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  value: unknown,
) {
  const issues = schema.safeParse(value).error?.issues ?? [];
  expect(issues).toHaveLength(1);
  return { field: issues[0]!.path.join('.'), message: issues[0]!.message };
}

const profile = {
  firstName: 'Maria',
  lastName: 'Gonzalez',
  position: 'goalkeeper',
  level: 'Intermediate',
  phone: '',
  email: '',
  bio: '',
  leagues: [],
};

describe("a rule's message lands on the field it is about", () => {
  it('free-agent profile: each message on its own field, in the spec order', () => {
    expect(issueOf(ZFreeAgentProfileStep, { ...profile, firstName: '', lastName: '' })).toEqual({
      field: 'firstName',
      message: MSG.firstNameRequired,
    });
    expect(issueOf(ZFreeAgentProfileStep, { ...profile, lastName: ' ' })).toEqual({
      field: 'lastName',
      message: MSG.lastNameRequired,
    });
    expect(issueOf(ZFreeAgentProfileStep, { ...profile, position: '', level: '' })).toEqual({
      field: 'position',
      message: MSG.positionRequired,
    });
    expect(issueOf(ZFreeAgentProfileStep, { ...profile, level: '' }).field).toBe('level');
    expect(issueOf(ZFreeAgentProfileStep, { ...profile, phone: '555' }).field).toBe('phone');
    expect(issueOf(ZFreeAgentProfileStep, { ...profile, email: 'maria@' }).field).toBe('email');
    expect(ZFreeAgentProfileStep.safeParse(profile).success).toBe(true);
  });

  it('password change: a mismatch on the confirmation, a short password on the new one', () => {
    const change = { currentPassword: 'old-password', newPassword: 'abc', confirmPassword: 'abd' };
    expect(issueOf(ZPasswordChangeForm, change)).toEqual({
      field: 'confirmPassword',
      message: MSG.newPasswordsDoNotMatch,
    });
    expect(issueOf(ZPasswordChangeForm, { ...change, confirmPassword: 'abc' })).toEqual({
      field: 'newPassword',
      message: MSG.passwordTooShort,
    });
  });

  it("captain's details: the name, then the phone", () => {
    expect(issueOf(ZCaptainForm, { name: '', phone: 'x' }).field).toBe('name');
    expect(issueOf(ZCaptainForm, { name: 'Ana', phone: 'x' })).toEqual({
      field: 'phone',
      message: MSG.invalidPhone,
    });
  });
});
