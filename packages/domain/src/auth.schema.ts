// Sign-in and password change payloads, with the password policy of spec §5. Messages are i18n keys.

import { z } from 'zod';
import { noNulCharacter } from './text.ts';

/** Symbols the policy accepts (spec §5). */
export const PASSWORD_SYMBOLS = '!@#$%^&*';
export const PASSWORD_MIN_LENGTH = 8;
const MAX_FIELD = 200;

export function meetsPasswordPolicy(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /[0-9]/.test(password) &&
    /[!@#$%^&*]/.test(password)
  );
}

const required = (max = MAX_FIELD) =>
  z
    .string({ error: 'validation:required' })
    .min(1, { error: 'validation:required' })
    .max(max, { error: 'validation:tooLong' })
    .check(noNulCharacter);

export const loginSchema = z.object({
  userName: required(),
  password: required(),
});
export type LoginInput = z.infer<typeof loginSchema>;

const newPassword = required().refine(meetsPasswordPolicy, { error: 'validation:passwordPolicy' });

/** What the API takes (spec §7): the confirmation is checked when sent, as the browser always does. */
export const changePasswordSchema = z
  .object({
    userName: required(),
    password: required(),
    newPassword,
    confirmNewPassword: z.string().max(MAX_FIELD).optional(),
  })
  .refine((v) => v.confirmNewPassword === undefined || v.confirmNewPassword === v.newPassword, {
    path: ['confirmNewPassword'],
    error: 'validation:passwordMismatch',
  })
  .refine((v) => v.newPassword !== v.password, {
    path: ['newPassword'],
    error: 'validation:passwordUnchanged',
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The form the browser shows: the confirmation is required there. */
export const changePasswordFormSchema = z
  .object({
    userName: required(),
    password: required(),
    newPassword,
    confirmNewPassword: required(),
  })
  .refine((v) => v.confirmNewPassword === v.newPassword, {
    path: ['confirmNewPassword'],
    error: 'validation:passwordMismatch',
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
