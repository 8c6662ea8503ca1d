// The refusal every route may answer (ARCHITECTURE §4): `{ errorMessage }` in the request's locale, with the
// field messages of a refused save or submit.
import { z } from 'zod';

const fieldMessages = z.record(z.string(), z.string());

/**
 * Loose: an AppError may carry extra fields (`code: 'PASSWORD_EXPIRED'`, a 409's `status`) that the client reads,
 * and a serializer that dropped them would change the answer.
 */
export const errorAnswer = z.looseObject({
  errorMessage: z.string(),
  /** A refused request's messages per field (400). */
  errors: fieldMessages.optional(),
  /** A refused submit's messages per form and field: { application: {...}, coApplicant: {...} } (400). */
  errorMessages: z.record(z.string(), fieldMessages).optional(),
  /** A machine-readable reason, e.g. 'PASSWORD_EXPIRED'. */
  code: z.string().optional(),
});
export type ErrorAnswer = z.infer<typeof errorAnswer>;
