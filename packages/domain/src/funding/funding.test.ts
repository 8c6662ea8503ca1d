import { describe, expect, it } from 'vitest';
import { unmetGuards } from '../events.ts';
import { amountsAgreeCheck, checkState, fundingChecks } from './checks.ts';
import { COOLING_OFF, coolingOffRule, earliestFundingDate } from './cooling-off.ts';
import { kindByContent, kindByName } from './uploads.ts';

describe('accepted files', () => {
  it('accepts a PDF or a JPEG by name and declared type, and nothing else', () => {
    expect(kindByName('Bill.PDF', 'application/pdf')).toBe('pdf');
    expect(kindByName('photo.jpeg', 'image/jpeg')).toBe('jpeg');
    expect(kindByName('photo.png', 'image/png')).toBeUndefined();
    // A name and a type that disagree are refused: the server checks the content against the declared kind.
    expect(kindByName('photo.jpg', 'application/pdf')).toBeUndefined();
  });
  it('reads the kind from the first bytes', () => {
    expect(kindByContent(new TextEncoder().encode('%PDF-1.7'))).toBe('pdf');
    expect(kindByContent(Uint8Array.from([0xff, 0xd8, 0xff, 0xe1, 0]))).toBe('jpeg');
    expect(kindByContent(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d]))).toBeUndefined();
    expect(kindByContent(new Uint8Array())).toBeUndefined();
  });
});

describe('cooling-off', () => {
  it('has a rule with its source for every province the portal serves, and the US rule', () => {
    for (const region of ['ON', 'QC', 'BC', 'AB', 'SK', 'MB', 'US'])
      expect(COOLING_OFF[region]?.source).toMatch(/\w/);
  });
  it('funds the day after ten calendar days in Ontario, across a month end', () => {
    expect(earliestFundingDate('2026-01-25', coolingOffRule('ON', 'CA'))).toBe('2026-02-05');
  });
  it('counts three business days (Sundays excluded) in the US', () => {
    // Friday 2026-01-02 → Sat 3, Mon 5, Tue 6 (Sunday 4 skipped) → funding Wednesday 7.
    expect(earliestFundingDate('2026-01-02', coolingOffRule('NY', 'US'))).toBe('2026-01-07');
  });
  it('refuses booking before the earliest funding date, and on it passes', () => {
    expect(unmetGuards('book', { earliestFundingDate: '2026-02-05', fundingDate: '2026-02-04' })).toEqual([
      'coolingOffEnded',
    ]);
    expect(unmetGuards('book', { earliestFundingDate: '2026-02-05', fundingDate: '2026-02-05' })).toEqual([]);
    expect(unmetGuards('book', {})).toEqual(['coolingOffEnded']);
  });
});

describe('funding checks', () => {
  const facts = {
    contractSealed: true,
    certificateDone: true,
    missingUploads: [],
    financedCents: 512_345,
    billOfSaleCents: 512_345,
    assetCount: 2,
    assetsWithoutSerial: 0,
    coolingOffDays: 10,
    earliestFundingDate: '2026-02-05',
  };
  it('passes a complete package', () => {
    expect(fundingChecks(facts).every((c) => c.ok)).toBe(true);
  });
  it('fails amounts one cent apart, and an asset without a serial number', () => {
    const checks = fundingChecks({ ...facts, billOfSaleCents: 512_344, assetsWithoutSerial: 1 });
    expect(checks.filter((c) => !c.ok).map((c) => c.id)).toEqual(['amountsAgree', 'serialNumbers']);
    expect(checks.filter((c) => checkState(c) === 'failed').map((c) => c.id)).toEqual([
      'amountsAgree',
      'serialNumbers',
    ]);
  });
  it('passes nothing it has nothing to check: no bill of sale amount typed, no contract signed yet', () => {
    const checks = fundingChecks({ ...facts, billOfSaleCents: null, earliestFundingDate: null });
    const states = Object.fromEntries(checks.map((c) => [c.id, checkState(c)]));
    expect(states).toEqual({
      contractSealed: 'passed',
      certificateDone: 'passed',
      requiredUploads: 'passed',
      amountsAgree: 'notChecked',
      serialNumbers: 'passed',
      coolingOff: 'notChecked',
    });
    expect(checks.find((c) => c.id === 'amountsAgree')?.ok).toBe(false);
  });
  it('checks the amounts once both are known', () => {
    expect(checkState(amountsAgreeCheck(565_000, null))).toBe('notChecked');
    expect(checkState(amountsAgreeCheck(null, 565_000))).toBe('notChecked');
    expect(checkState(amountsAgreeCheck(565_000, 565_000))).toBe('passed');
    expect(checkState(amountsAgreeCheck(565_000, 564_999))).toBe('failed');
    expect(amountsAgreeCheck(565_000, null).params.financed).toBe(5650);
  });
});
