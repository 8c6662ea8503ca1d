import { describe, expect, it } from 'vitest';
import { costOfBorrowing } from './apr.ts';
import { findProgram } from './catalogue.ts';
import { buildFinancingSelection, financingSelection } from './selection.ts';

describe('the stored financing selection', () => {
  it('keeps the program, term, dates and every disclosed figure, in dollars', () => {
    const program = findProgram(196);
    if (!program?.deferral) throw new Error('196 missing');
    const result = costOfBorrowing({
      terms: {
        principalCents: 12_430_00,
        annualRatePercent: program.ratePercent,
        termMonths: 60,
        deferral: program.deferral,
      },
      feeCents: program.feeCents,
      leaseDate: { year: 2026, month: 4, day: 8 },
    });
    if (!result.ok) throw new Error('refused');
    const selection = buildFinancingSelection({
      program,
      termId: 5,
      disclosure: result.disclosure,
      leaseDate: '04/08/2026',
      installationDate: '03/30/2026',
      certificateMethod: 'paper',
    });
    expect(financingSelection.parse(selection)).toEqual(selection);
    expect(selection).toMatchObject({
      financedAmount: 12_430,
      programType: 'Deferred',
      qtyZeroPayments: 6,
      deferralPeriod: { interest: 'accrue' },
      term: { termId: 5, months: 60 },
      monthlyPayment: result.disclosure.paymentCents / 100,
      apr: result.disclosure.aprPercent,
      paymentDate: '04/08/2026',
    });
    expect(selection.disclosure.firstPaymentDate).toBe('10/08/2026');
    expect(selection.disclosure.fee).toBe(149);
    expect(selection.disclosure.paymentCount).toBe(54);
  });
});
