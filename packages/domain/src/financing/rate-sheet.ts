// Rate sheets (issue 35, decision 047): a program's terms live in versions, each from a day on. Which version is in
// effect on a day, each version's status, the lender admin's new version as a zod schema, and the criminal-rate check
// of a whole version on every term it offers.
import { z } from 'zod';
import { criminalRateRefusal, solveApr } from './apr.ts';
import { type CatalogueProgram, CREDITORS, TERMS } from './catalogue.ts';
import { FinanceDecimal, formatPercent } from './money.ts';
import { paymentSchedule } from './payment.ts';

/** The day after an ISO day, 'YYYY-MM-DD'. */
export function dayAfter(isoDay: string): string {
  const next = new Date(`${isoDay}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** One version of a program: the catalogue's shape (what the pricing functions take) with its identity and day. */
export interface ProgramVersion extends CatalogueProgram {
  versionId: number;
  /** 1, 2, 3... per program. */
  version: number;
  /** 'YYYY-MM-DD': the first day of the lender's calendar it prices on. */
  effectiveFrom: string;
}

export const VERSION_STATUSES = ['expired', 'inEffect', 'future'] as const;
export type VersionStatus = (typeof VERSION_STATUSES)[number];

/** Later first: the later day, then (the same day) the later version. */
const later = (a: Pick<ProgramVersion, 'effectiveFrom' | 'version'>, b: typeof a) =>
  a.effectiveFrom === b.effectiveFrom ? a.version > b.version : a.effectiveFrom > b.effectiveFrom;

/** The version in effect on a day: the latest whose effective-from is on or before it; undefined before the first. */
export function versionInEffect<V extends Pick<ProgramVersion, 'effectiveFrom' | 'version'>>(
  versions: readonly V[],
  isoDay: string,
): V | undefined {
  let found: V | undefined;
  for (const v of versions) if (v.effectiveFrom <= isoDay && (!found || later(v, found))) found = v;
  return found;
}

/** The earliest version still to come after a day (the next change), if any. */
export function nextVersion<V extends Pick<ProgramVersion, 'effectiveFrom' | 'version'>>(
  versions: readonly V[],
  isoDay: string,
): V | undefined {
  let found: V | undefined;
  for (const v of versions) if (v.effectiveFrom > isoDay && (!found || later(found, v))) found = v;
  return found;
}

/** Future before its day; in effect while it is the latest begun; expired once a later one has taken effect. */
export function versionStatus<V extends Pick<ProgramVersion, 'effectiveFrom' | 'version'>>(
  version: V,
  versions: readonly V[],
  isoDay: string,
): VersionStatus {
  if (version.effectiveFrom > isoDay) return 'future';
  return versionInEffect(versions, isoDay) === version ? 'inEffect' : 'expired';
}

/**
 * The amount a version is checked on: the smallest deal a rate sheet is written for. A fixed customer fee weighs most
 * on the smallest amount (the APR falls as the amount rises), so a version lawful on every term at $1,000 is lawful
 * on every larger deal; it is checked at $100,000 too, where the rate alone decides (decision 047). Below $1,000 the
 * program screen still leaves out, deal by deal, a term that would pass the criminal rate.
 */
export const RATE_SHEET_CHECK_CENTS = [100_000, 10_000_000] as const;

/** The first term (in months) on which a version's APR, with its fee, passes the criminal rate; undefined if none. */
export function criminalRateTerm(
  program: Pick<CatalogueProgram, 'ratePercent' | 'feeCents' | 'deferral' | 'termIds'>,
): { months: number; aprPercent: string; cents: number } | undefined {
  for (const termId of [...program.termIds].sort((a, b) => a - b)) {
    const months = TERMS[termId] ?? 0;
    if (criminalRateRefusal(program.ratePercent))
      return { months, aprPercent: formatPercent(program.ratePercent), cents: RATE_SHEET_CHECK_CENTS[0] };
    for (const cents of RATE_SHEET_CHECK_CENTS) {
      let apr: FinanceDecimal;
      try {
        const schedule = paymentSchedule({
          principalCents: cents,
          annualRatePercent: program.ratePercent,
          termMonths: months,
          deferral: program.deferral ?? undefined,
        });
        apr = solveApr(schedule, cents, program.feeCents, program.ratePercent);
      } catch {
        // A schedule that cannot be priced on the amount cannot be offered either.
        return { months, aprPercent: formatPercent(program.ratePercent), cents };
      }
      if (criminalRateRefusal(apr)) return { months, aprPercent: formatPercent(apr, 3), cents };
    }
  }
  return undefined;
}

const decimalText = (min: number, max: number, key: string) =>
  z
    .string({ error: 'validation:required' })
    .trim()
    .regex(/^-?\d{1,3}(\.\d{1,3})?$/, { error: key })
    // Three decimals at most: a double holds the bounds exactly enough (the text is kept, never the double).
    .refine((v) => Number(v) >= min && Number(v) <= max, { error: key })
    // '4.50' and '4.5' are the same rate: kept without trailing zeros, as the catalogue writes them.
    .transform((v) => new FinanceDecimal(v).toString());

const isoDayText = z
  .string({ error: 'validation:required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'rates:validation.effectiveFrom' })
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    {
      error: 'rates:validation.effectiveFrom',
    },
  );

const label = (max: number) =>
  z.string({ error: 'validation:required' }).trim().max(max, { error: 'validation:tooLong' });
const TERM_IDS = Object.keys(TERMS).map(Number);

/**
 * POST /api/lender/programs/{id}/versions: a new version from a day on. A deferral has its interest rule and its
 * labels; without one the labels are the classification's 'None' (spec §4). Every term outlasts the deferral.
 */
export const programVersionInput = z
  .object({
    effectiveFrom: isoDayText,
    ratePercent: decimalText(0, 35, 'rates:validation.rate'),
    rateBumpPercent: decimalText(-35, 35, 'rates:validation.rateBump'),
    deferralMonths: z
      .number({ error: 'validation:required' })
      .int()
      .min(0)
      .max(24, { error: 'rates:validation.deferral' }),
    deferralInterest: z.enum(['accrue', 'waive'], { error: 'validation:oneOf' }).nullable(),
    deferralLabelEn: label(120),
    deferralLabelFr: label(120),
    feeCents: z
      .number({ error: 'validation:required' })
      .int()
      .min(0)
      .max(100_000, { error: 'rates:validation.fee' }),
    dealerFeePercent: decimalText(0, 20, 'rates:validation.dealerFee'),
    termIds: z
      .array(
        z
          .number()
          .int()
          .refine((id) => TERM_IDS.includes(id), { error: 'rates:validation.terms' }),
      )
      .min(1, { error: 'rates:validation.terms' })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'rates:validation.terms' }),
    creditor: z.enum(CREDITORS, { error: 'validation:oneOf' }),
    nameEn: label(120).min(1, { error: 'validation:required' }),
    nameFr: label(120).min(1, { error: 'validation:required' }),
    reason: z
      .string({ error: 'validation:required' })
      .trim()
      .min(1, { error: 'validation:required' })
      .max(500, {
        error: 'validation:tooLong',
      }),
  })
  .superRefine((v, ctx) => {
    if (v.deferralMonths > 0) {
      if (v.deferralInterest === null)
        ctx.addIssue({ code: 'custom', path: ['deferralInterest'], message: 'validation:required' });
      for (const field of ['deferralLabelEn', 'deferralLabelFr'] as const) {
        // A deferral's label must not read as 'None': spec §4 would classify the program as non-deferred.
        if (!v[field] || /none|aucun/i.test(v[field]))
          ctx.addIssue({ code: 'custom', path: [field], message: 'rates:validation.deferralLabel' });
      }
    }
    if (v.termIds.some((id) => (TERMS[id] ?? 0) <= v.deferralMonths))
      ctx.addIssue({ code: 'custom', path: ['termIds'], message: 'rates:validation.termsOutlastDeferral' });
  });
export type ProgramVersionInput = z.infer<typeof programVersionInput>;

/** The version's terms as the pricing functions take them (a new version's, from the lender admin's input). */
export function versionTerms(input: ProgramVersionInput): Omit<CatalogueProgram, 'programId'> {
  const deferred = input.deferralMonths > 0;
  return {
    description: input.nameEn,
    descriptionFr: input.nameFr,
    deferralLabel: deferred ? input.deferralLabelEn : 'None',
    deferralLabelFr: deferred ? input.deferralLabelFr : 'Aucun',
    ratePercent: input.ratePercent,
    rateBumpPercent: input.rateBumpPercent,
    deferral: deferred
      ? { months: input.deferralMonths, interest: input.deferralInterest ?? 'accrue' }
      : null,
    feeCents: input.feeCents,
    dealerFeePercent: input.dealerFeePercent,
    termIds: [...input.termIds].sort((a, b) => a - b),
    creditor: input.creditor,
  };
}

/** PUT /api/lender/dealers/{id}/programs: the programs the dealership may offer (the others are withheld). */
export const dealerProgramsInput = z.object({
  programIds: z.array(z.number().int().positive()).max(200),
  reason: z.string().trim().max(500, { error: 'validation:tooLong' }).optional(),
});
export type DealerProgramsInput = z.infer<typeof dealerProgramsInput>;
