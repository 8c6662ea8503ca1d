// The financing selection saved with an application (spec §3): the program, term and dates chosen and every figure
// the disclosure showed, kept for the contract. Built here so the server stores exactly what the browser showed.
import { z } from 'zod';
import { centsToAmount } from '../application/fields.ts';
import type { CostOfBorrowing } from './apr.ts';
import { type CatalogueProgram, toProgramCard } from './catalogue.ts';
import { CERTIFICATE_METHODS, type DisclosureAnswer, disclosureAnswer, PROGRAM_TYPES } from './programs.ts';

/** The disclosure in dollars, as answered. */
export function toDisclosureAnswer(d: CostOfBorrowing): DisclosureAnswer {
  return {
    aprPercent: d.aprPercent,
    annualRatePercent: d.annualRatePercent,
    principal: centsToAmount(d.principalCents),
    fee: centsToAmount(d.feeCents),
    termMonths: d.termMonths,
    zeroPaymentMonths: d.zeroPaymentMonths,
    paymentCount: d.paymentCount,
    payment: centsToAmount(d.paymentCents),
    lastPayment: centsToAmount(d.lastPaymentCents),
    firstPaymentDate: d.firstPaymentDate,
    totalOfPayments: centsToAmount(d.totalOfPaymentsCents),
    costOfCredit: centsToAmount(d.costOfCreditCents),
    totalObligation: centsToAmount(d.totalObligationCents),
  };
}

/**
 * The selection as stored and answered (money in dollars, as every answer): spec §3's financedAmount, programType,
 * program, deferralPeriod, rate, term, qtyZeroPayments, monthly payment, frequency, downpayment, APR, payment date and
 * installation date, with the whole disclosure. Monthly payments only; no down payment is taken (0).
 */
export const financingSelection = z.object({
  financedAmount: z.number(),
  programType: z.enum(PROGRAM_TYPES),
  program: z.object({ programId: z.number().int(), description: z.string() }),
  deferralPeriod: z.object({ label: z.string(), interest: z.enum(['accrue', 'waive']).nullable() }),
  qtyZeroPayments: z.number().int().nonnegative(),
  rate: z.string(),
  fixedRate: z.literal(true),
  term: z.object({ termId: z.number().int(), months: z.number().int() }),
  monthlyPayment: z.number(),
  frequency: z.literal('monthly'),
  downpayment: z.number(),
  apr: z.string(),
  /** The lease date, MM/DD/YYYY. */
  paymentDate: z.string(),
  /** MM/DD/YYYY. */
  installationDate: z.string(),
  certificateMethod: z.enum(CERTIFICATE_METHODS),
  disclosure: disclosureAnswer,
});
export type FinancingSelection = z.infer<typeof financingSelection>;

export function buildFinancingSelection(input: {
  program: CatalogueProgram;
  termId: number;
  disclosure: CostOfBorrowing;
  leaseDate: string;
  installationDate: string;
  certificateMethod: (typeof CERTIFICATE_METHODS)[number];
}): FinancingSelection {
  const { program, disclosure } = input;
  return {
    financedAmount: centsToAmount(disclosure.principalCents),
    programType: toProgramCard(program).programType,
    program: { programId: program.programId, description: program.description },
    deferralPeriod: { label: program.deferralLabel, interest: program.deferral?.interest ?? null },
    qtyZeroPayments: disclosure.zeroPaymentMonths,
    rate: program.ratePercent,
    fixedRate: true,
    term: { termId: input.termId, months: disclosure.termMonths },
    monthlyPayment: centsToAmount(disclosure.paymentCents),
    frequency: 'monthly',
    downpayment: 0,
    apr: disclosure.aprPercent,
    paymentDate: input.leaseDate,
    installationDate: input.installationDate,
    certificateMethod: input.certificateMethod,
    disclosure: toDisclosureAnswer(disclosure),
  };
}
