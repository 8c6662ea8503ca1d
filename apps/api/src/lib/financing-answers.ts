// The refusals of the routes acting on an application's deal (assets, programs, financing, share, mailbox), shared by
// those modules' routes (decision 036); all `{ errorMessage }` in the request's locale (400 invalid, 403 not an
// External Vendor, 404 missing, 409 locked).
import { errorAnswer } from '@vp/domain';
import type { ZodType } from 'zod';

const REFUSALS = {
  400: errorAnswer.describe('Invalid query: `errors` per field; the cap; a refused term or criminal rate'),
  403: errorAnswer.describe('Not signed in, or not an External Vendor'),
  404: errorAnswer.describe('No such application for this vendor, or no such asset or program'),
  409: errorAnswer.describe('Not approved, locked since the contract was requested, or no asset yet'),
} as const;

export function financingAnswers<const A extends Record<number, ZodType>>(own: A): typeof REFUSALS & A {
  return { ...REFUSALS, ...own };
}
