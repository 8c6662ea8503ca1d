// The financing selection saved with an application as one typed value, and its columns both ways, here only:
// save-program's priced term → the columns (the program, term, rate, dates, deferral and every disclosed figure), and
// the columns → the value the contract and the funding package read (decision 036). Money in the value is in
// dollars as answered, with the financed amount also in cents.
import {
  type CalendarDate,
  CERTIFICATE_METHODS,
  type CostOfBorrowing,
  type FinancingSelection,
  type Locale,
  PROGRAM_TYPES,
  type ProgramVersion,
  parseMonthDayYear,
  type SavedProgram,
  toIsoDate,
} from '@vp/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { savedVersion } from '../programs/index.ts';
import type { SelectionValues } from './financing.repository.ts';
import { financingSelections } from './financing.schema.ts';

/** The selection as saved: the domain's selection, its program described in each language. */
export type SavedSelection = Omit<FinancingSelection, 'program'> & {
  /** The program as named by the version it was priced on (decision 047). */
  program: { programId: number; description: Record<Locale, string> };
  /** That version: its id and number, the day it took effect, and the dealer fee copied with it. */
  version: { versionId: number; version: number; effectiveFrom: string };
  /** The financed amount as stored, in cents; null when none was stored (the funding checks then have no figure). */
  financedCents: number | null;
  /** The dealer fee's percentage saved with the program's version ('4.500'; '0.000' for a standard program). */
  dealerFeePercent: string;
};

/** A date the query schema already checked, as the database's ISO text. */
function isoDate(text: string): string {
  const date = parseMonthDayYear(text);
  if (!date) throw new RangeError(`not a date: ${text}`);
  return toIsoDate(date);
}

/**
 * The columns stored for a term priced by save-program: the choice, the program's version it was priced on with its
 * dealer fee, the dates and every figure disclosed.
 */
export function selectionColumns(input: {
  applicationId: string;
  program: ProgramVersion;
  termId: number;
  programType: FinancingSelection['programType'];
  disclosure: CostOfBorrowing;
  lease: CalendarDate;
  installed: CalendarDate;
  certificateMethod: FinancingSelection['certificateMethod'];
  savedBy: number;
}): SelectionValues {
  const { program, disclosure } = input;
  return {
    applicationId: input.applicationId,
    programId: program.programId,
    programVersionId: program.versionId,
    dealerFeePercent: program.dealerFeePercent,
    termId: input.termId,
    programType: input.programType,
    deferralPeriod: program.deferralLabel,
    deferralInterest: program.deferral?.interest ?? null,
    qtyZeroPayments: disclosure.zeroPaymentMonths,
    rate: program.ratePercent,
    apr: disclosure.aprPercent,
    financedAmountCents: disclosure.principalCents,
    monthlyPaymentCents: disclosure.paymentCents,
    frequency: 'monthly',
    downpaymentCents: 0,
    feeCents: disclosure.feeCents,
    termMonths: disclosure.termMonths,
    paymentCount: disclosure.paymentCount,
    lastPaymentCents: disclosure.lastPaymentCents,
    firstPaymentDate: isoDate(disclosure.firstPaymentDate),
    totalOfPaymentsCents: disclosure.totalOfPaymentsCents,
    costOfCreditCents: disclosure.costOfCreditCents,
    totalObligationCents: disclosure.totalObligationCents,
    leaseDate: toIsoDate(input.lease),
    installationDate: toIsoDate(input.installed),
    paperOrElectronic: input.certificateMethod,
    savedBy: input.savedBy,
  };
}

const dollars = (cents: number | null | undefined) => (cents ?? 0) / 100;
/** YYYY-MM-DD → MM/DD/YYYY, as the selection carries its dates. */
const usDate = (iso: string | null) =>
  iso ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` : '';
const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  list.find((v) => v === value) ?? fallback;

/** The application's saved selection with its program, or undefined when none was saved. */
export async function selectionOf(
  executor: Pick<Db, 'select'>,
  applicationId: string,
): Promise<SavedSelection | undefined> {
  const [s] = await executor
    .select()
    .from(financingSelections)
    .where(eq(financingSelections.applicationId, applicationId))
    .limit(1);
  const program =
    s &&
    (await savedVersion(executor, {
      programId: s.programId,
      programVersionId: s.programVersionId,
      savedOn: s.updated,
    }));
  if (!s || !program) return undefined;
  const financed = dollars(s.financedAmountCents);
  return {
    financedAmount: financed,
    programType: oneOf(PROGRAM_TYPES, s.programType, 'Non-deferred'),
    program: {
      programId: program.programId,
      description: { en: program.description, fr: program.descriptionFr },
    },
    version: { versionId: program.versionId, version: program.version, effectiveFrom: program.effectiveFrom },
    dealerFeePercent: s.dealerFeePercent,
    deferralPeriod: {
      label: s.deferralPeriod ?? program.deferralLabel,
      interest: s.deferralInterest === 'accrue' || s.deferralInterest === 'waive' ? s.deferralInterest : null,
    },
    qtyZeroPayments: s.qtyZeroPayments ?? 0,
    rate: s.rate ?? '0',
    fixedRate: true,
    term: { termId: s.termId ?? 0, months: s.termMonths ?? 0 },
    monthlyPayment: dollars(s.monthlyPaymentCents),
    frequency: 'monthly',
    downpayment: dollars(s.downpaymentCents),
    apr: s.apr ?? '0',
    paymentDate: usDate(s.leaseDate),
    installationDate: usDate(s.installationDate),
    certificateMethod: oneOf(CERTIFICATE_METHODS, s.paperOrElectronic, 'paper'),
    disclosure: {
      aprPercent: s.apr ?? '0',
      annualRatePercent: s.rate ?? '0',
      principal: financed,
      fee: dollars(s.feeCents),
      termMonths: s.termMonths ?? 0,
      zeroPaymentMonths: s.qtyZeroPayments ?? 0,
      paymentCount: s.paymentCount ?? 0,
      payment: dollars(s.monthlyPaymentCents),
      lastPayment: dollars(s.lastPaymentCents ?? s.monthlyPaymentCents),
      firstPaymentDate: s.firstPaymentDate ?? s.leaseDate ?? '',
      totalOfPayments: dollars(s.totalOfPaymentsCents),
      costOfCredit: dollars(s.costOfCreditCents),
      totalObligation: dollars(s.totalObligationCents),
    },
    financedCents: s.financedAmountCents,
  };
}

/** The saved selection in one language, as the contract prints it (the domain's shape, field for field). */
export function selectionIn(saved: SavedSelection, language: Locale): FinancingSelection {
  const { financedCents: _cents, version: _version, dealerFeePercent: _fee, ...selection } = saved;
  const { programId, description } = saved.program;
  return { ...selection, program: { programId, description: description[language] } };
}

/** The program saved with an application as the program screen shows it when the deal is re-opened. */
export async function savedProgramOf(
  executor: Pick<Db, 'select'>,
  applicationId: string,
): Promise<SavedProgram | undefined> {
  const saved = await selectionOf(executor, applicationId);
  if (!saved) return undefined;
  return {
    programId: saved.program.programId,
    description: saved.program.description.en,
    fr: { description: saved.program.description.fr },
    termId: saved.term.termId,
    termMonths: saved.term.months,
    ratePercent: saved.rate,
    aprPercent: saved.apr,
    monthlyPayment: saved.monthlyPayment,
    version: saved.version.version,
    effectiveFrom: saved.version.effectiveFrom,
  };
}
