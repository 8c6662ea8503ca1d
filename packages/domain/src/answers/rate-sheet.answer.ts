// Answers of the lender's rate sheets (issue 35, decision 047): the programs with their version in effect and the
// next one, a program's versions with their status, and the programs a dealership may offer.
import { z } from 'zod';
import { CREDITORS } from '../financing/catalogue.ts';
import { PROGRAM_TYPES } from '../financing/programs.ts';
import { VERSION_STATUSES } from '../financing/rate-sheet.ts';

/** One version of a program, as the lender admin reads it. Money in dollars; rates and percentages as decimal text. */
export const programVersionAnswer = z.object({
  versionId: z.number().int(),
  programId: z.number().int(),
  version: z.number().int(),
  /** 'YYYY-MM-DD'. */
  effectiveFrom: z.string(),
  status: z.enum(VERSION_STATUSES),
  nameEn: z.string(),
  nameFr: z.string(),
  programType: z.enum(PROGRAM_TYPES),
  creditor: z.enum(CREDITORS),
  ratePercent: z.string(),
  rateBumpPercent: z.string(),
  deferralMonths: z.number().int(),
  deferralInterest: z.enum(['accrue', 'waive']).nullable(),
  deferralLabelEn: z.string(),
  deferralLabelFr: z.string(),
  /** The customer's fee, dollars. */
  fee: z.number(),
  dealerFeePercent: z.string(),
  termIds: z.array(z.number().int()),
  /** The months of each term, in the order of termIds. */
  termMonths: z.array(z.number().int()),
  /** Who wrote it: a user's display name, or null for the catalogue's version 1. */
  createdBy: z.string().nullable(),
  /** ISO 8601 instant. */
  createdAt: z.string(),
  reason: z.string().nullable(),
});
export type ProgramVersionAnswer = z.infer<typeof programVersionAnswer>;

/** GET /api/lender/programs: each program with its version in effect today and the next one scheduled. */
export const lenderProgramsAnswer = z.object({
  /** The lender's day the statuses are of, 'YYYY-MM-DD'. */
  today: z.string(),
  programs: z.array(
    z.object({
      programId: z.number().int(),
      /** Null only before a program's first version takes effect. */
      inEffect: programVersionAnswer.nullable(),
      next: programVersionAnswer.nullable(),
      versionCount: z.number().int(),
      /** How many dealerships it is withheld from (every other dealership may offer it). */
      withheldFrom: z.number().int(),
    }),
  ),
});
export type LenderProgramsAnswer = z.infer<typeof lenderProgramsAnswer>;

/** GET /api/lender/programs/{id}: every version of a program, the latest day first. */
export const lenderProgramAnswer = z.object({
  today: z.string(),
  programId: z.number().int(),
  versions: z.array(programVersionAnswer),
});
export type LenderProgramAnswer = z.infer<typeof lenderProgramAnswer>;

/** GET (and PUT) /api/lender/dealers/{id}/programs: every program, and whether the dealership may offer it. */
export const dealerProgramsAnswer = z.object({
  vendorId: z.number().int(),
  programs: z.array(
    z.object({
      programId: z.number().int(),
      nameEn: z.string(),
      nameFr: z.string(),
      creditor: z.enum(CREDITORS),
      offered: z.boolean(),
    }),
  ),
});
export type DealerProgramsAnswer = z.infer<typeof dealerProgramsAnswer>;
