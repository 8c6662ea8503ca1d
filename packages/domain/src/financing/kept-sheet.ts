// The calculator's rate sheet (issue 39, decision 057): the lender's programs a dealership offers, each as its version
// in effect on the day the sheet was served and the day its next version takes effect. A tablet keeps the last one it
// saw and prices on it with no network (program-options.ts `keptProgramOptions`); a version whose successor has taken effect since is never shown.
import { z } from 'zod';
import { CREDITORS } from './catalogue.ts';
import type { ProgramVersion } from './rate-sheet.ts';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const percentText = z.string().regex(/^-?\d+(\.\d+)?$/);

/** What prices a program's terms (the pricing functions' input), without the dealer's fee. */
export const sheetProgram = z.object({
  programId: z.number().int().positive(),
  versionId: z.number().int().positive(),
  version: z.number().int().positive(),
  effectiveFrom: isoDay,
  /** The day the program's next version takes effect (this one no longer prices from it); null when none is set. */
  until: isoDay.nullable(),
  description: z.string(),
  descriptionFr: z.string(),
  deferralLabel: z.string(),
  deferralLabelFr: z.string(),
  ratePercent: percentText,
  rateBumpPercent: percentText,
  deferral: z
    .object({ months: z.number().int().nonnegative(), interest: z.enum(['accrue', 'waive']) })
    .nullable(),
  feeCents: z.number().int().nonnegative(),
  termIds: z.array(z.number().int().positive()),
  creditor: z.enum(CREDITORS),
});
export type SheetProgram = z.infer<typeof sheetProgram>;

/** GET /api/programs/sheet: the calculator's programs on the lender's day they were served ('YYYY-MM-DD'). */
export const rateSheetAnswer = z.object({
  day: isoDay,
  programs: z.array(sheetProgram),
});
export type RateSheetAnswer = z.infer<typeof rateSheetAnswer>;

/** A version in effect as the sheet carries it: the dealer's fee stays on the server. */
export function toSheetProgram(version: ProgramVersion, until: string | null): SheetProgram {
  const { dealerFeePercent: _fee, ...priced } = version;
  return { ...priced, termIds: [...version.termIds], until };
}

/** The sheet's programs still in effect on a lender's day: a version whose successor took effect since is left out. */
export function keptPrograms(sheet: RateSheetAnswer, day: string): SheetProgram[] {
  return sheet.programs.filter(
    (program) => program.effectiveFrom <= day && (program.until === null || day < program.until),
  );
}
