import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changePasswordFormSchema,
  changePasswordSchema,
  loginSchema,
  meetsPasswordPolicy,
} from './auth.schema.ts';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('password policy (spec §5)', () => {
  it('accepts 8+ characters with a lowercase, an uppercase, a digit and a symbol of !@#$%^&*', () => {
    expect(meetsPasswordPolicy('Demo-pass1!')).toBe(true);
    expect(meetsPasswordPolicy('aB3$efgh')).toBe(true);
    expect(meetsPasswordPolicy('aB3$efg')).toBe(false);
    expect(meetsPasswordPolicy('aB3?efghij')).toBe(false);
  });

  it('holds for any string: removing a required class makes it fail', () => {
    const pwd = fc
      .tuple(
        fc.stringMatching(/^[a-z]$/),
        fc.stringMatching(/^[A-Z]$/),
        fc.stringMatching(/^[0-9]$/),
        fc.constantFrom(...'!@#$%^&*'),
        fc.string({ minLength: 4, maxLength: 30 }),
      )
      .map((parts) => parts.join(''));
    fc.assert(fc.property(pwd, (p) => meetsPasswordPolicy(p)));
    fc.assert(fc.property(pwd, (p) => !meetsPasswordPolicy(p.replace(/[0-9]/g, ''))));
    fc.assert(fc.property(pwd, (p) => !meetsPasswordPolicy(p.replace(/[!@#$%^&*]/g, ''))));
    fc.assert(fc.property(pwd, (p) => !meetsPasswordPolicy(p.toLowerCase())));
    fc.assert(fc.property(pwd, (p) => !meetsPasswordPolicy(p.toUpperCase())));
    fc.assert(fc.property(fc.string({ maxLength: 7 }), (p) => !meetsPasswordPolicy(p)));
  });
});

describe('sign-in and change-password schemas', () => {
  it('requires the user name and the password', () => {
    expect(messages(loginSchema.safeParse({}))).toEqual({
      userName: 'validation:required',
      password: 'validation:required',
    });
  });

  it('requires every field of the form and flags a mismatch with its key', () => {
    expect(messages(changePasswordFormSchema.safeParse({}))).toEqual({
      userName: 'validation:required',
      password: 'validation:required',
      newPassword: 'validation:required',
      confirmNewPassword: 'validation:required',
    });
    const mismatch = changePasswordFormSchema.safeParse({
      userName: 'u',
      password: 'Old-pass1!',
      newPassword: 'New-pass1!',
      confirmNewPassword: 'New-pass1',
    });
    expect(messages(mismatch)).toEqual({ confirmNewPassword: 'validation:passwordMismatch' });
  });

  it('flags the policy on the new password, and a new password equal to the current one', () => {
    expect(
      messages(changePasswordSchema.safeParse({ userName: 'u', password: 'p', newPassword: 'weak' })),
    ).toEqual({
      newPassword: 'validation:passwordPolicy',
    });
    expect(
      messages(
        changePasswordSchema.safeParse({
          userName: 'u',
          password: 'Same-pass1!',
          newPassword: 'Same-pass1!',
        }),
      ),
    ).toEqual({ newPassword: 'validation:passwordUnchanged' });
  });
});
