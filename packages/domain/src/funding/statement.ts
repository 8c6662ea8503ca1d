// The funding statement (issue 35): what the dealer is paid for a booked deal. The dealer fee is a percentage of the
// financed amount (the program version's, 0 for a standard program), rounded half up to the cent; the dealer is paid
// the financed amount less that fee. The API writes the statement with these functions and the funding review shows
// the same figures before booking.
import { z } from 'zod';
import { percentOfCentsExact, percentThousandths } from '../financing/cents.ts';

/**
 * The dealer fee in cents: financed × percent / 100, rounded once, half up, to the cent (an exact half cent goes up),
 * in integers (the financing's percentOfCentsExact) so no binary fraction moves a cent: 1,234,567 ¢ at 4.5 % is
 * 55,555.515 ¢ → 55,556 ¢.
 */
export function dealerFeeCents(financedCents: number, percent: string): number {
  return percentOfCentsExact(financedCents, percentThousandths(percent));
}

/** The statement's three figures in cents. */
export function statementAmounts(financedCents: number, percent: string) {
  const feeCents = dealerFeeCents(financedCents, percent);
  return { financedCents, feeCents, paidCents: financedCents - feeCents };
}

/** GET /api/funding/statements/{applicationId}: one booked deal's statement. Money in dollars, dates ISO. */
export const fundingStatementAnswer = z.object({
  applicationId: z.string(),
  /** The deal's number as the dealer reads it: its loan number (or its reference before one). */
  reference: z.string(),
  vendorId: z.number().int(),
  vendorName: z.string(),
  /** The program saved with the deal, in each language. */
  program: z.object({ en: z.string(), fr: z.string() }),
  financedAmount: z.number(),
  /** The dealer fee's percentage as stored ('4.500'). */
  dealerFeePercent: z.string(),
  dealerFee: z.number(),
  paidToDealer: z.number(),
  /** The lender's calendar day of booking (LENDER_TIME_ZONE), yyyy-mm-dd: the statement's day. */
  bookedOn: z.string(),
  /** The funding date the lender booked the deal for (never before the cooling-off period ends), yyyy-mm-dd. */
  fundingDate: z.string(),
  /** When it was booked, ISO 8601 UTC. */
  bookedAt: z.string(),
});
export type FundingStatement = z.infer<typeof fundingStatementAnswer>;

/** GET /api/funding/statements: a period's statements (oldest first) and their totals. */
export const fundingStatementsAnswer = z.object({
  from: z.string(),
  to: z.string(),
  statements: z.array(fundingStatementAnswer),
  totals: z.object({
    count: z.number().int(),
    financedAmount: z.number(),
    dealerFee: z.number(),
    paidToDealer: z.number(),
  }),
});
export type FundingStatements = z.infer<typeof fundingStatementsAnswer>;

/** GET /api/funding/statement-dealers: the dealers the lender can filter the statements by (those with one). */
export const fundingStatementDealersAnswer = z.object({
  dealers: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

const isoDay = z.iso.date({ error: 'validation:date' });

/** The period of a statements list or CSV: from and to, both included; the lender may name one dealer. */
export const fundingStatementsQuery = z
  .object({
    from: isoDay,
    to: isoDay,
    vendorId: z.coerce
      .number({ error: 'validation:invalidType' })
      .int()
      .positive()
      .max(2_147_483_647)
      .optional(),
  })
  .refine((q) => q.from <= q.to, { error: 'statements:api.periodOrder', path: ['to'] });
export type FundingStatementsQuery = z.infer<typeof fundingStatementsQuery>;
