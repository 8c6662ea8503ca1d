// Financing programs (spec §3, §4, §7): classification, and the zod schemas of the program and asset calls' answers
// and queries. Money in answers is dollars as numbers, as in the application's answers; rates are decimal text.
import { z } from 'zod';
import { parseMoney } from '../application/fields.ts';
import { parseLeaseDate, parseMonthDayYear } from './lease-date.ts';

export const PROGRAM_TYPES = ['Non-deferred', 'Deferred', 'Buy Down'] as const;
export type ProgramType = (typeof PROGRAM_TYPES)[number];

/**
 * Spec §4, in its order: a description containing Buy-Down or Buydown makes it Buy Down; a deferral label
 * containing None makes it Non-deferred; all others are Deferred. Case does not matter ('BUYDOWN', 'none').
 */
export function classifyProgram(program: { description: string; deferralLabel: string }): ProgramType {
  if (/buy-down|buydown/i.test(program.description)) return 'Buy Down';
  if (/none/i.test(program.deferralLabel)) return 'Non-deferred';
  return 'Deferred';
}

const TYPE_KEYS = {
  'Non-deferred': 'financing:program.types.nonDeferred',
  Deferred: 'financing:program.types.deferred',
  'Buy Down': 'financing:program.types.buyDown',
} as const satisfies Record<ProgramType, string>;

/** The i18n key of a program type's label. */
export function programTypeKey(type: ProgramType): (typeof TYPE_KEYS)[ProgramType] {
  return TYPE_KEYS[type];
}

/** The type buttons: Non-deferred and Deferred always, Buy Down only when such programs exist (spec §2). */
export function programTypeChoices(programs: ReadonlyArray<{ programType: ProgramType }>): ProgramType[] {
  const buyDown = programs.some((p) => p.programType === 'Buy Down');
  return buyDown ? [...PROGRAM_TYPES] : ['Non-deferred', 'Deferred'];
}

/** A label in both languages: the spec's "en label", with its French beside it. */
export const bilingualLabel = z.object({
  en: z.object({ label: z.string() }),
  fr: z.object({ label: z.string() }),
});
export type BilingualLabel = z.infer<typeof bilingualLabel>;

/** Percent as decimal text ('9.99'), never a float: the client shows it as is. */
const percentText = z.string().regex(/^-?\d+(\.\d+)?$/);
/** Dollars, as the API sends money. */
const dollars = z.number();
const id = z.number().int().positive();
/** Ids come as query strings ('194'). */
const queryId = z.coerce
  .number({ error: 'validation:required' })
  .int()
  .positive({ error: 'validation:required' });

/** A program card (spec §3 Program): the English description and deferral label, as classified, with their French. */
export const programCard = z.object({
  programId: id,
  /** The program id as text, the value of its choice. */
  value: z.string(),
  description: z.string(),
  deferralLabel: z.string(),
  rateBump: percentText,
  programType: z.enum(PROGRAM_TYPES),
  fr: z.object({ description: z.string(), deferralLabel: z.string() }),
});
export type ProgramCard = z.infer<typeof programCard>;

/**
 * The program saved with an application, as priced on the version it was saved on (decision 047): re-opening the deal
 * shows it, whatever version is in effect since.
 */
export const savedProgram = z.object({
  programId: id,
  description: z.string(),
  fr: z.object({ description: z.string() }),
  termId: z.number().int(),
  termMonths: z.number().int(),
  ratePercent: percentText,
  aprPercent: percentText,
  monthlyPayment: dollars,
  /** The version it was priced on, and the day that version took effect ('YYYY-MM-DD'). */
  version: z.number().int(),
  effectiveFrom: z.string(),
});
export type SavedProgram = z.infer<typeof savedProgram>;

/**
 * GET /api/programs?id={applicationId}: the programs by id (the dealership's, of the deal's creditor, in effect
 * today), the application's asset count, and the program saved with it; without an id, the calculator's (the
 * lender's programs the dealership offers, no assets).
 */
export const programsAnswer = z.object({
  programs: z.record(z.string(), programCard),
  assetCount: z.number().int().nonnegative(),
  saved: savedProgram.optional(),
});
export type ProgramsAnswer = z.infer<typeof programsAnswer>;

export const programOptionsQuery = z.object({
  programId: queryId,
  /** The amount to finance, in dollars; the application's asset total with tax when absent. */
  amount: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .union([z.string(), z.number()])
      .refine((v) => (parseMoney(v) ?? 0) > 0, { error: 'validation:moneyPositive' })
      .transform((v) => parseMoney(v) as number)
      .optional(),
  ),
});

export const deferralPeriod = bilingualLabel.extend({ qtyZeroPayments: z.number().int().nonnegative() });

/** One term button: its months, monthly payment (dollars) and APR. */
export const termOption = bilingualLabel.extend({
  termId: id,
  months: z.number().int().positive(),
  amount: dollars,
  aprPercent: percentText,
});
export type TermOption = z.infer<typeof termOption>;

/** GET /api/program/options?programId&amount. */
export const programOptionsAnswer = z.object({
  deferralPeriods: z.array(deferralPeriod),
  financedAmount: dollars,
  rates: z.array(z.object({ name: z.string(), ratePercent: percentText })),
  terms: z.array(termOption),
});
export type ProgramOptionsAnswer = z.infer<typeof programOptionsAnswer>;

/** A lease date as sent, m/d/y on a lease day. */
const leaseDateText = z
  .string({ error: 'validation:required' })
  .refine((v) => parseLeaseDate(v) !== undefined, { error: 'financing:validation.leaseDate' });
/** An installation date, mm/dd/yyyy or with dashes (as add-asset sends it). */
export const installationDateText = z
  .string({ error: 'validation:required' })
  .trim()
  .refine((v) => parseMonthDayYear(v) !== undefined, { error: 'validation:date' });
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const flag = z.preprocess((v) => v === true || v === 'true' || v === '1', z.boolean());

/** GET /api/program/payment/{id} (spec §3 Monthly payment request). */
export const programPaymentQuery = z.object({
  programId: queryId,
  termId: queryId,
  leaseDate: z.preprocess(blankToUndefined, leaseDateText.optional()),
  installationDate: z.preprocess(blankToUndefined, installationDateText.optional()),
  sendToEdge: flag.optional(),
});
export type ProgramPaymentQuery = z.infer<typeof programPaymentQuery>;

export const CERTIFICATE_METHODS = ['electronic', 'paper'] as const;

/** GET /api/application/save-program/{id}: the payment query, with the dates and the certificate's method required. */
export const saveProgramQuery = programPaymentQuery.extend({
  leaseDate: leaseDateText,
  installationDate: installationDateText,
  certificateMethod: z.enum(CERTIFICATE_METHODS, { error: 'validation:oneOf' }),
});
export type SaveProgramQuery = z.infer<typeof saveProgramQuery>;

/** The cost-of-borrowing disclosure as answered: dollars, the APR to 0.001 %, dates mm/dd/yyyy. */
export const disclosureAnswer = z.object({
  aprPercent: percentText,
  annualRatePercent: percentText,
  principal: dollars,
  fee: dollars,
  termMonths: z.number().int(),
  zeroPaymentMonths: z.number().int(),
  paymentCount: z.number().int(),
  payment: dollars,
  lastPayment: dollars,
  firstPaymentDate: z.string(),
  totalOfPayments: dollars,
  costOfCredit: dollars,
  totalObligation: dollars,
});
export type DisclosureAnswer = z.infer<typeof disclosureAnswer>;

/** The answer of program/payment: spec §7's results.monthlyPayment, with the disclosure the screen shows beside it. */
export const programPaymentAnswer = z.object({
  results: z.object({ monthlyPayment: dollars, disclosure: disclosureAnswer }),
});
export type ProgramPaymentAnswer = z.infer<typeof programPaymentAnswer>;
