// The schemas of Settings (issue 27): a new salesperson's fields and the ids and flags of the user routes.
import { describe, expect, it } from 'vitest';
import {
  addVendorUserSchema,
  userSettingsSchema,
  vendorUserAdminSchema,
  vendorUserIdParams,
} from './vendor-users.ts';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('a new salesperson', () => {
  it('takes a user name of letters, digits, dots, dashes and underscores, trimmed', () => {
    const ok = addVendorUserSchema.parse({
      userName: ' riley.stone_2 ',
      displayName: ' Riley ',
      email: 'r@example.com',
    });
    expect(ok).toEqual({ userName: 'riley.stone_2', displayName: 'Riley', email: 'r@example.com' });
  });

  it('refuses each field with its message key', () => {
    const result = addVendorUserSchema.safeParse({ userName: '.x y', displayName: '', email: 'nope' });
    expect(messages(result)).toEqual({
      userName: 'settings:validation.userName',
      displayName: 'validation:required',
      email: 'validation:email',
    });
    expect(
      messages(addVendorUserSchema.safeParse({ userName: 'ab', displayName: 'A', email: 'a@b.ca' })),
    ).toEqual({
      userName: 'settings:validation.userName',
    });
    expect(
      messages(
        addVendorUserSchema.safeParse({ userName: 'a'.repeat(61), displayName: 'A', email: 'a@b.ca' }),
      ),
    ).toEqual({ userName: 'validation:tooLong' });
  });
});

describe('the user routes', () => {
  it('take a positive int4 id, never a larger one', () => {
    expect(vendorUserIdParams.parse({ id: '42' })).toEqual({ id: 42 });
    for (const id of ['0', '-1', '1.5', 'abc', '2147483648'])
      expect(vendorUserIdParams.safeParse({ id }).success, id).toBe(false);
  });

  it('take a boolean admin flag and a known language', () => {
    expect(vendorUserAdminSchema.safeParse({ admin: 'yes' }).success).toBe(false);
    expect(userSettingsSchema.safeParse({ language: 'de' }).success).toBe(false);
    expect(userSettingsSchema.parse({ language: 'fr' })).toEqual({ language: 'fr' });
  });
});
