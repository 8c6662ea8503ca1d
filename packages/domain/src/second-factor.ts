// The second factor of sign-in (issue 36, decision 053): passkeys (WebAuthn) and one-time codes from an authenticator
// app (TOTP, RFC 6238), with ten single-use recovery codes. The shapes both sides share.
import { z } from 'zod';

export const FACTOR_KINDS = ['passkey', 'totp'] as const;
export type FactorKind = (typeof FACTOR_KINDS)[number];

/** How the second step of a sign-in may be answered. */
export const SECOND_STEP_METHODS = ['passkey', 'totp', 'recovery'] as const;
export type SecondStepMethod = (typeof SECOND_STEP_METHODS)[number];

/** Recovery codes given at a time; each works once. */
export const RECOVERY_CODE_COUNT = 10;

/** A factor's name as its owner gives it ('Office laptop'): optional, short, one line. */
export const FACTOR_NAME_MAX = 60;

/** Six digits, as an authenticator app shows them; spaces a person types between the groups are dropped. */
export const totpCodeSchema = z
  .string()
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: 'factors:invalid.totpCode' }));

/** Ten letters and digits in two groups ('k7m2p-9qx4d'); case, spaces and the hyphen are forgiven. */
export const recoveryCodeSchema = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, { error: 'factors:invalid.recoveryCode' }));

const ticket = z.string().min(20).max(100);
const factorName = z.string().trim().max(FACTOR_NAME_MAX, { error: 'validation:tooLong' }).optional();

/** A WebAuthn response as @simplewebauthn/browser gives it; the server library checks every part. */
export const webAuthnResponseSchema = z
  .object({ id: z.string().max(1_400), rawId: z.string().max(1_400), type: z.literal('public-key') })
  .loose();

/** POST /users/login/code: the one-time code (or a recovery code) of the sign-in's second step. */
export const secondStepCodeSchema = z.discriminatedUnion('method', [
  z.object({ ticket, method: z.literal('totp'), code: totpCodeSchema }),
  z.object({ ticket, method: z.literal('recovery'), code: recoveryCodeSchema }),
]);
export type SecondStepCodeInput = z.infer<typeof secondStepCodeSchema>;

/** POST /users/login/passkey/options: with the ticket of a password sign-in, or none for a passkey alone. */
export const passkeyOptionsSchema = z.object({ ticket: ticket.optional() });

/** POST /users/login/passkey. */
export const passkeySignInSchema = z.object({
  ticket: ticket.optional(),
  challengeId: z.string().uuid(),
  credential: webAuthnResponseSchema,
});
export type PasskeySignInInput = z.infer<typeof passkeySignInSchema>;

/** A ticket alone: the enrolment a sign-in requires starts with it. */
export const ticketSchema = z.object({ ticket });

/** Confirms an authenticator app with its first code (in Settings, or with the ticket at sign-in). */
export const totpConfirmSchema = z.object({
  ticket: ticket.optional(),
  code: totpCodeSchema,
  name: factorName,
});
export type TotpConfirmInput = z.infer<typeof totpConfirmSchema>;

/** Registers a passkey (in Settings, or with the ticket at sign-in). */
export const passkeyRegisterSchema = z.object({
  ticket: ticket.optional(),
  challengeId: z.string().uuid(),
  credential: webAuthnResponseSchema,
  name: factorName,
});
export type PasskeyRegisterInput = z.infer<typeof passkeyRegisterSchema>;

/** The dealership's own rule for its salespeople (its admin's choice in Settings). */
export const dealershipSecuritySchema = z.object({ salespeopleNeedSecondFactor: z.boolean() });
export type DealershipSecurity = z.infer<typeof dealershipSecuritySchema>;

// --- Answers ---

/** POST /users/login when a password alone is not enough: the second step, or the enrolment sign-in requires. */
export const secondStepAnswer = z.object({
  secondStep: z.object({
    ticket: z.string(),
    /** 'enrol': the user has no factor yet and must set one up before the session starts. */
    kind: z.enum(['verify', 'enrol']),
    methods: z.array(z.enum(SECOND_STEP_METHODS)),
  }),
});
export type SecondStepAnswer = z.infer<typeof secondStepAnswer>;

/** WebAuthn options (creation or request) as the browser library takes them, with the id of their challenge. */
export const passkeyOptionsAnswer = z.object({
  challengeId: z.string(),
  options: z.record(z.string(), z.unknown()),
});
export type PasskeyOptionsAnswer = z.infer<typeof passkeyOptionsAnswer>;

/** An authenticator app's secret to add: as a QR code's otpauth URI, and as text to type. */
export const totpSetupAnswer = z.object({ secret: z.string(), uri: z.string() });
export type TotpSetupAnswer = z.infer<typeof totpSetupAnswer>;

export const factorAnswer = z.object({
  id: z.number().int(),
  kind: z.enum(FACTOR_KINDS),
  name: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type FactorAnswer = z.infer<typeof factorAnswer>;

/** GET /users/factors: the user's factors, the recovery codes left, and whether a factor is required of them. */
export const factorsAnswer = z.object({
  factors: z.array(factorAnswer),
  recoveryCodesLeft: z.number().int(),
  required: z.boolean(),
});
export type FactorsAnswer = z.infer<typeof factorsAnswer>;

/** A new factor; its recovery codes when it is the user's first (shown once, never again). */
export const factorAddedAnswer = z.object({
  factor: factorAnswer,
  recoveryCodes: z.array(z.string()).optional(),
});
export type FactorAddedAnswer = z.infer<typeof factorAddedAnswer>;

export const recoveryCodesAnswer = z.object({ recoveryCodes: z.array(z.string()) });
