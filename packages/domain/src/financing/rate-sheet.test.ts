import { describe, expect, it } from 'vitest';
import { findProgram, PROGRAMS } from './catalogue.ts';
import { lenderDay } from './lease-date.ts';
import {
  criminalRateTerm,
  dayAfter,
  nextVersion,
  programVersionInput,
  versionInEffect,
  versionStatus,
  versionTerms,
} from './rate-sheet.ts';

const v = (version: number, effectiveFrom: string) => ({ version, effectiveFrom });

describe('the version in effect on a day', () => {
  const versions = [v(1, '2024-01-01'), v(2, '2026-03-01'), v(3, '2026-06-01')];

  it('is the latest whose effective-from is on or before the day', () => {
    expect(versionInEffect(versions, '2023-12-31')).toBeUndefined();
    expect(versionInEffect(versions, '2024-01-01')?.version).toBe(1);
    expect(versionInEffect(versions, '2026-02-28')?.version).toBe(1);
    expect(versionInEffect(versions, '2026-03-01')?.version).toBe(2);
    expect(versionInEffect(versions, '2026-05-31')?.version).toBe(2);
    expect(versionInEffect(versions, '2030-01-01')?.version).toBe(3);
  });

  it('marks each version expired, in effect or future, and names the next change', () => {
    const day = '2026-04-15';
    expect(versions.map((x) => versionStatus(x, versions, day))).toEqual(['expired', 'inEffect', 'future']);
    expect(nextVersion(versions, day)?.version).toBe(3);
    expect(nextVersion(versions, '2026-06-01')).toBeUndefined();
  });

  it('takes the later version of one day, and one dated before a scheduled one holds until it', () => {
    const sameDay = [v(1, '2024-01-01'), v(2, '2026-03-01'), v(3, '2026-03-01')];
    expect(versionInEffect(sameDay, '2026-03-01')?.version).toBe(3);
    expect(versionStatus(sameDay[1] ?? v(0, ''), sameDay, '2026-03-01')).toBe('expired');
    const earlier = [v(1, '2024-01-01'), v(2, '2026-06-01'), v(3, '2026-05-01')];
    expect(versionInEffect(earlier, '2026-05-15')?.version).toBe(3);
    expect(versionInEffect(earlier, '2026-06-01')?.version).toBe(2);
  });

  it('counts days in the lender’s calendar (Toronto), not UTC', () => {
    // 02:00 UTC on March 2 is still March 1 in Toronto.
    expect(lenderDay(new Date('2026-03-02T02:00:00Z'))).toBe('2026-03-01');
    expect(lenderDay(new Date('2026-03-02T12:00:00Z'))).toBe('2026-03-02');
    expect(dayAfter('2026-02-28')).toBe('2026-03-01');
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
  });
});

describe('a version’s criminal-rate check', () => {
  it('passes every program of the seeded catalogue', () => {
    for (const program of PROGRAMS)
      expect(criminalRateTerm(program), String(program.programId)).toBeUndefined();
  });

  it('names the first term whose APR with the fee passes 35 % on the smallest deal', () => {
    const preferred = findProgram(195);
    if (!preferred) throw new Error('no program 195');
    // A $400 fee on $1,000 over 12 months is far above 35 %; over 120 months it still is.
    expect(criminalRateTerm({ ...preferred, feeCents: 400_00 })).toMatchObject({ months: 12 });
    // A $150 fee passes on the long terms but not on 12 months, which is named.
    const refused = criminalRateTerm({ ...preferred, feeCents: 150_00, termIds: [9, 1, 5] });
    expect(refused?.months).toBe(12);
    expect(Number(refused?.aprPercent)).toBeGreaterThan(35);
    expect(criminalRateTerm({ ...preferred, feeCents: 150_00, termIds: [9] })).toBeUndefined();
  });

  it('refuses a nominal rate over 35 % outright', () => {
    const standard = findProgram(194);
    if (!standard) throw new Error('no program 194');
    expect(criminalRateTerm({ ...standard, ratePercent: '35.5', termIds: [5] })).toMatchObject({
      months: 60,
    });
  });
});

describe('the new version’s schema', () => {
  const valid = {
    effectiveFrom: '2026-07-01',
    ratePercent: '8.50',
    rateBumpPercent: '-1.49',
    deferralMonths: 0,
    deferralInterest: null,
    deferralLabelEn: '',
    deferralLabelFr: '',
    feeCents: 95_00,
    dealerFeePercent: '1.5',
    termIds: [5, 1, 3],
    creditor: 'lender',
    nameEn: 'Preferred Fixed Rate',
    nameFr: 'Taux fixe privilégié',
    reason: 'Spring promotion',
  };

  it('accepts a version and writes its terms as the catalogue does', () => {
    const parsed = programVersionInput.parse(valid);
    expect(parsed.ratePercent).toBe('8.5');
    expect(versionTerms(parsed)).toMatchObject({
      ratePercent: '8.5',
      deferralLabel: 'None',
      deferralLabelFr: 'Aucun',
      deferral: null,
      termIds: [1, 3, 5],
    });
  });

  it.each([
    [{ ratePercent: '36' }, 'ratePercent', 'rates:validation.rate'],
    [{ ratePercent: 'abc' }, 'ratePercent', 'rates:validation.rate'],
    [{ effectiveFrom: '2026-02-30' }, 'effectiveFrom', 'rates:validation.effectiveFrom'],
    [{ termIds: [] }, 'termIds', 'rates:validation.terms'],
    [{ termIds: [1, 1] }, 'termIds', 'rates:validation.terms'],
    [
      { deferralMonths: 12, deferralInterest: null, deferralLabelEn: 'x', deferralLabelFr: 'y' },
      'deferralInterest',
      'validation:required',
    ],
    [
      { deferralMonths: 12, deferralInterest: 'waive', deferralLabelEn: 'None', deferralLabelFr: 'y' },
      'deferralLabelEn',
      'rates:validation.deferralLabel',
    ],
    [
      {
        deferralMonths: 12,
        deferralInterest: 'waive',
        deferralLabelEn: 'x',
        deferralLabelFr: 'y',
        termIds: [1, 2],
      },
      'termIds',
      'rates:validation.termsOutlastDeferral',
    ],
    [{ reason: '  ' }, 'reason', 'validation:required'],
  ])('refuses %o on %s', (change, field, message) => {
    const result = programVersionInput.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((i) => i.path[0] === field)?.message).toBe(message);
  });
});
