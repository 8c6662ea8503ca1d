import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROVINCE_TAX_PERCENT, US_STATES } from '../application/regions.ts';
import { FinanceDecimal, percentOfCents } from './money.ts';
import {
  checkAssetCap,
  PROVINCE_TAXES,
  taxComponents,
  taxOf,
  taxPercent,
  totalWithTax,
  US_STATE_SALES_TAX_PERCENT,
} from './tax.ts';

const ca = (region: string) => ({ country: 'CA' as const, region });

describe('provincial tax', () => {
  it.each([
    ['ON', '13', 1_300_00],
    ['BC', '12', 1_200_00],
    ['AB', '5', 500_00],
    ['SK', '11', 1_100_00],
    ['MB', '12', 1_200_00],
    ['QC', '14.975', 1_497_50],
    ['NS', '14', 1_400_00],
    ['NB', '15', 1_500_00],
    ['NL', '15', 1_500_00],
    ['PE', '15', 1_500_00],
    ['YT', '5', 500_00],
    ['NT', '5', 500_00],
    ['NU', '5', 500_00],
  ])('%s: %s %% of 10,000 $', (region, percent, tax) => {
    expect(taxPercent(ca(region))).toBe(percent);
    expect(taxOf(10_000_00, ca(region))).toBe(tax);
  });

  it('agrees with the rates the application forms already list (ARCHITECTURE §9)', () => {
    for (const [province, percent] of Object.entries(PROVINCE_TAX_PERCENT)) {
      expect(taxPercent(ca(province)), province).toBe(percent);
    }
  });

  it('keeps GST and the provincial part apart, or HST alone', () => {
    expect(taxComponents(ca('QC'))).toEqual([
      { name: 'GST', percent: '5' },
      { name: 'QST', percent: '9.975' },
    ]);
    expect(taxComponents(ca('on'))).toEqual([{ name: 'HST', percent: '13' }]);
    expect(Object.keys(PROVINCE_TAXES)).toHaveLength(13);
  });

  it('rounds once, half-up, on the sum of the rates', () => {
    // 14.975 % of 99.99 $ = 14.973502… $; of 0.10 $ = 0.014975 $ → 0.01 $; of 1.00 $ = 0.14975 $ → 0.15 $.
    expect(taxOf(99_99, ca('QC'))).toBe(14_97);
    expect(taxOf(10, ca('QC'))).toBe(1);
    expect(taxOf(1_00, ca('QC'))).toBe(15);
    expect(totalWithTax(1_234_56, ca('ON'))).toEqual({
      retailCents: 1_234_56,
      taxCents: 160_49,
      totalCents: 1_395_05,
    });
  });
});

describe('US state tax', () => {
  it('lists every state and DC, and only them', () => {
    expect(Object.keys(US_STATE_SALES_TAX_PERCENT).sort()).toEqual([...US_STATES].sort());
    expect(Object.keys(US_STATE_SALES_TAX_PERCENT)).toHaveLength(51);
  });

  it('taxes at the state base rate: New York 4 %, California 7.25 %, Oregon none', () => {
    const us = (region: string) => ({ country: 'US' as const, region });
    expect(taxOf(10_000_00, us('NY'))).toBe(400_00);
    expect(taxOf(10_000_00, us('CA'))).toBe(725_00);
    expect(taxOf(10_000_00, us('OR'))).toBe(0);
    expect(taxComponents(us('MN'))).toEqual([{ name: 'STATE', percent: '6.875' }]);
  });

  it('refuses a region it does not know rather than taxing at zero', () => {
    expect(() => taxOf(100_00, ca('XX'))).toThrow(RangeError);
    expect(() => taxOf(100_00, { country: 'US', region: 'ON' })).toThrow(RangeError);
  });
});

describe('the approved-amount cap (spec §5)', () => {
  const approved = 10_000_00;

  it('accepts an asset that fits, up to the approved amount exactly', () => {
    expect(
      checkAssetCap({
        amountApprovedCents: approved,
        otherAssetsCents: [4_000_00],
        assetTotalCents: 6_000_00,
      }),
    ).toEqual({ ok: true, remainingCents: 6_000_00 });
  });

  it('names the approved amount and what can still be added when an asset goes over', () => {
    expect(
      checkAssetCap({
        amountApprovedCents: approved,
        otherAssetsCents: [3_000_00, 1_000_00],
        assetTotalCents: 6_000_01,
      }),
    ).toEqual({
      ok: false,
      remainingCents: 6_000_00,
      messages: [
        { key: 'financing:assets.capApprovedAmount', values: { amount: approved } },
        { key: 'financing:assets.capRemaining', values: { remaining: 6_000_00 } },
      ],
    });
  });

  it('names only the approved amount when nothing more can be added', () => {
    const full = checkAssetCap({
      amountApprovedCents: approved,
      otherAssetsCents: [10_000_00],
      assetTotalCents: 1,
    });
    expect(full).toEqual({
      ok: false,
      remainingCents: 0,
      messages: [{ key: 'financing:assets.capApprovedAmount', values: { amount: approved } }],
    });
  });

  it('leaves the edited asset out: the caller passes the other assets only', () => {
    // Editing the only asset from 9,000 $ to 10,000 $ fits; counting its old total too would not.
    expect(
      checkAssetCap({ amountApprovedCents: approved, otherAssetsCents: [], assetTotalCents: 10_000_00 }).ok,
    ).toBe(true);
  });
});

describe('tax in integer cents agrees with decimal.js (the browser and the server run the same integer math)', () => {
  const regions = [
    ...Object.keys(PROVINCE_TAXES).map((region) => ({ country: 'CA' as const, region })),
    ...Object.keys(US_STATE_SALES_TAX_PERCENT).map((region) => ({ country: 'US' as const, region })),
  ];
  /** The rates summed and applied in 40-digit decimals, rounded once half-up: how the tax was computed before. */
  const viaDecimal = (cents: number, region: (typeof regions)[number]) =>
    percentOfCents(
      cents,
      taxComponents(region).reduce((sum, c) => sum.plus(c.percent), new FinanceDecimal(0)),
    );

  it('sums the rates of every region to the same decimal text', () => {
    for (const region of regions) {
      const decimalSum = taxComponents(region).reduce((sum, c) => sum.plus(c.percent), new FinanceDecimal(0));
      expect(taxPercent(region), region.region).toBe(decimalSum.toString());
    }
  });

  it('gives the same tax to the cent on any amount in every province and state', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...regions),
        fc.oneof(
          fc.integer({ min: 0, max: 100_000_00 }),
          fc.integer({ min: 0, max: 1_000_000_000_00 }),
          fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        ),
        (region, cents) => {
          expect(taxOf(cents, region)).toBe(viaDecimal(cents, region));
        },
      ),
      { numRuns: 20_000 },
    );
  });

  it('gives the same tax on every amount from 0 to 200.00 $ in Quebec (three decimals: half cents happen)', () => {
    const qc = { country: 'CA' as const, region: 'QC' };
    for (let cents = 0; cents <= 200_00; cents++) expect(taxOf(cents, qc)).toBe(viaDecimal(cents, qc));
  });
});
