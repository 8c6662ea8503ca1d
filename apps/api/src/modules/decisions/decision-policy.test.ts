import { describe, expect, it } from 'vitest';
import type { BureauFile } from '../../adapters/bureau/bureau.ts';
import { DEFAULT_THRESHOLDS, decide, estimatedPaymentCents } from './decision-policy.ts';

const file = (score: number, extra: Partial<BureauFile> = {}): BureauFile => ({
  hit: true,
  reference: 'T',
  score,
  trades: [],
  inquiriesLast6Months: 0,
  bankruptcies: 0,
  ...extra,
});
const noHit: BureauFile = {
  hit: false,
  reference: 'T',
  trades: [],
  inquiriesLast6Months: 0,
  bankruptcies: 0,
};
const requestedCents = 1_000_000;

describe('decision policy', () => {
  it.each([
    [430, 'Not Approved', null],
    [499, 'Not Approved', null],
    [500, 'Pending', null],
    [639, 'Pending', null],
    [640, 'Approved for Lesser Amount', 500_000],
    [679, 'Approved for Lesser Amount', 500_000],
    [680, 'Approved', 1_000_000],
    [820, 'Approved', 1_000_000],
  ])('score %i → %s', (score, outcome, amount) => {
    const result = decide({ requestedCents, applicant: file(score) });
    expect(result.outcome).toBe(outcome);
    expect(result.amountApprovedCents).toBe(amount);
    expect(result.debtRatio).toBeNull();
  });

  it('answers Bureau Not Found when the applicant has no file', () => {
    expect(decide({ requestedCents, applicant: noHit })).toMatchObject({
      outcome: 'Bureau Not Found',
      reasons: ['noBureauFile'],
    });
  });

  it('judges a joint application on the stronger file', () => {
    const result = decide({ requestedCents, applicant: file(610), coApplicant: file(760) });
    expect(result.outcome).toBe('Approved');
    expect(result.reasons).toContain('coApplicantImproves');
    expect(decide({ requestedCents, applicant: file(610), coApplicant: noHit }).outcome).toBe('Pending');
  });

  it('caps the amount at the maximum and refuses one under the minimum', () => {
    expect(decide({ requestedCents: 10_000_000, applicant: file(760) })).toMatchObject({
      outcome: 'Approved for Lesser Amount',
      amountApprovedCents: DEFAULT_THRESHOLDS.maxAmountCents,
    });
    expect(decide({ requestedCents: 10_000, applicant: file(760) }).outcome).toBe('Not Approved');
  });

  it('sends a bankruptcy to review', () => {
    expect(decide({ requestedCents, applicant: file(760, { bankruptcies: 1 }) }).outcome).toBe('Pending');
  });

  describe('Quebec capacity to repay', () => {
    const payment = estimatedPaymentCents(requestedCents, 9.99, 120);

    it('estimates the new payment by amortisation', () => {
      expect(payment).toBe(13_210);
      expect(estimatedPaymentCents(120_000, 0, 12)).toBe(10_000);
    });

    it('stores the debt ratio and approves at 45% or less', () => {
      // Income 5,000 a month; housing 1,500 + other 300 + payment 132.10 = 38.6%.
      const result = decide({
        requestedCents,
        applicant: file(760),
        quebec: {
          grossMonthlyIncomeCents: 500_000,
          housingMonthlyCents: 150_000,
          otherMonthlyCents: 30_000,
        },
      });
      expect(result.outcome).toBe('Approved');
      expect(result.debtRatio).toBeCloseTo((150_000 + 30_000 + payment) / 500_000, 4);
      expect(result.reasons).toContain('quebecDebtRatioOk');
    });

    it('never approves a ratio over 45% automatically', () => {
      const result = decide({
        requestedCents,
        applicant: file(800),
        quebec: {
          grossMonthlyIncomeCents: 333_333,
          housingMonthlyCents: 120_000,
          otherMonthlyCents: 30_000,
        },
      });
      expect(result.outcome).toBe('Pending');
      expect(result.debtRatio).toBeGreaterThan(0.45);
      expect(result.reasons).toContain('quebecDebtRatioHigh');
      expect(result.amountApprovedCents).toBeNull();
    });

    it('counts the bureau’s monthly payments when they exceed what was declared', () => {
      const trades = [
        {
          kind: 'installment' as const,
          creditor: 'X',
          balanceCents: 0,
          monthlyPaymentCents: 100_000,
          worstRating: 1,
        },
      ];
      const result = decide({
        requestedCents,
        applicant: file(800, { trades }),
        quebec: { grossMonthlyIncomeCents: 500_000, housingMonthlyCents: 150_000, otherMonthlyCents: 0 },
      });
      expect(result.debtRatio).toBeCloseTo((150_000 + 100_000 + payment) / 500_000, 4);
      expect(result.outcome).toBe('Pending');
    });

    it('reads the income as the monthly amount it is labelled (issue 14: it was divided by 12)', () => {
      // demo.quebec: income 8,000 a month, housing 1,200, other 200, 9,000 requested: (1,200 + 200 + 118.89) / 8,000.
      const newPayment = estimatedPaymentCents(900_000, 9.99, 120);
      const result = decide({
        requestedCents: 900_000,
        applicant: file(760),
        quebec: { grossMonthlyIncomeCents: 800_000, housingMonthlyCents: 120_000, otherMonthlyCents: 20_000 },
      });
      expect(newPayment).toBe(11_889);
      expect(result.debtRatio).toBe(0.1899);
      expect(result).toMatchObject({ outcome: 'Approved', amountApprovedCents: 900_000 });
      expect(result.reasons).toContain('quebecDebtRatioOk');
    });

    it('approves exactly 45% and sends one cent more to review', () => {
      // Housing chosen so that housing + the new payment is exactly 45% of a 10,000.00 income.
      const quebec = (incomeCents: number) => ({
        grossMonthlyIncomeCents: incomeCents,
        housingMonthlyCents: 450_000 - payment,
        otherMonthlyCents: 0,
      });
      expect(decide({ requestedCents, applicant: file(760), quebec: quebec(1_000_000) })).toMatchObject({
        outcome: 'Approved',
        debtRatio: 0.45,
      });
      expect(decide({ requestedCents, applicant: file(760), quebec: quebec(999_999) }).outcome).toBe(
        'Pending',
      );
    });

    it('estimates the payment exactly, without binary fractions', () => {
      // 100,000.00 at 9.99% over 120 months: 1,320.9536... → 1,320.95 (P·r / (1 − (1 + r)^−n)).
      expect(estimatedPaymentCents(10_000_000, 9.99, 120)).toBe(132_095);
      expect(estimatedPaymentCents(100, 9.99, 1)).toBe(101);
    });

    it('sends an application without income to review', () => {
      const result = decide({
        requestedCents,
        applicant: file(800),
        quebec: { grossMonthlyIncomeCents: null, housingMonthlyCents: null, otherMonthlyCents: null },
      });
      expect(result).toMatchObject({ outcome: 'Pending', reasons: ['scoreApproved', 'quebecIncomeMissing'] });
    });

    it('does not assess a declined or unfound applicant', () => {
      const quebec = { grossMonthlyIncomeCents: 1, housingMonthlyCents: 1_000_000, otherMonthlyCents: 0 };
      expect(decide({ requestedCents, applicant: file(420), quebec }).outcome).toBe('Not Approved');
      expect(decide({ requestedCents, applicant: noHit, quebec }).outcome).toBe('Bureau Not Found');
    });
  });
});
