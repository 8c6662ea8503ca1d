import { describe, expect, it } from 'vitest';
import { formatRate } from '../display.ts';
import { ASSET_SUB_TYPES, ASSET_TYPES, assetSubTypesOf, isAssetPair } from './asset-catalogue.ts';
import { ASSET_CATALOGUE_PROGRAM_ID, findProgram, PROGRAMS, TERMS, toProgramCard } from './catalogue.ts';
import { programOptions } from './program-options.ts';

describe('the seeded catalogue', () => {
  it('keeps program 194, which asset-types is always asked with (spec §7)', () => {
    expect(findProgram(ASSET_CATALOGUE_PROGRAM_ID)).toBeDefined();
  });

  it('has at least two non-deferred programs, two deferred (one accruing, one waived) and one buy-down', () => {
    const types = PROGRAMS.map((p) => toProgramCard(p).programType);
    expect(types.filter((t) => t === 'Non-deferred').length).toBeGreaterThanOrEqual(2);
    expect(types.filter((t) => t === 'Deferred').length).toBeGreaterThanOrEqual(2);
    expect(types).toContain('Buy Down');
    const deferrals = PROGRAMS.flatMap((p) => (p.deferral ? [p.deferral.interest] : []));
    expect(deferrals).toEqual(expect.arrayContaining(['accrue', 'waive']));
  });

  it('agrees with itself: a deferral label says None exactly when there is no deferral; terms outlast deferrals', () => {
    for (const p of PROGRAMS) {
      expect(/none/i.test(p.deferralLabel), String(p.programId)).toBe(p.deferral === null);
      for (const termId of p.termIds) expect(TERMS[termId] ?? 0).toBeGreaterThan(p.deferral?.months ?? 0);
      expect(new Set(p.termIds).size).toBe(p.termIds.length);
    }
    expect(Object.values(TERMS)).toEqual([12, 24, 36, 48, 60, 72, 84, 96, 120, 144, 180]);
  });

  it('writes a rate inside a program name as the rate format writes the program’s own rate (decision 032)', () => {
    const named = PROGRAMS.flatMap((p) => [
      { text: p.description, locale: 'en' as const, rate: p.ratePercent },
      { text: p.descriptionFr, locale: 'fr' as const, rate: p.ratePercent },
    ]).filter((n) => /\d\s*%/.test(n.text));
    expect(named.length).toBeGreaterThan(0);
    for (const n of named) {
      const rates = n.text.match(/-?\d+(?:[.,]\d+)?[\s\u00a0\u202f]*%/g) ?? [];
      expect(rates, n.text).toEqual([formatRate(n.rate, n.locale)]);
    }
  });

  it('covers HVAC, water heaters, water treatment, windows and doors and roofing, with French labels', () => {
    expect(new Set(ASSET_SUB_TYPES.map((s) => s.category)).size).toBe(5);
    for (const s of ASSET_SUB_TYPES) expect(s.fr).not.toBe('');
    for (const t of ASSET_TYPES) expect(assetSubTypesOf(t.assetTypeId).length, t.name).toBeGreaterThan(0);
    expect(new Set(ASSET_TYPES.map((t) => t.assetTypeId)).size).toBe(ASSET_TYPES.length);
  });

  it('pairs a manufacturer only with what it makes', () => {
    const lennox = ASSET_TYPES.find((t) => t.name === 'Lennox');
    const culligan = ASSET_TYPES.find((t) => t.name === 'Culligan');
    expect(lennox && assetSubTypesOf(lennox.assetTypeId).map((s) => s.en)).toEqual([
      'Furnace',
      'Air Conditioner',
      'Heat Pump',
    ]);
    expect(lennox && isAssetPair(lennox.assetTypeId, 1)).toBe(true);
    expect(culligan && isAssetPair(culligan.assetTypeId, 1)).toBe(false);
    expect(assetSubTypesOf(9999)).toEqual([]);
  });

  it('answers the same options again from its cache, and each amount its own', () => {
    const program = PROGRAMS[0];
    if (!program) throw new Error('no program');
    const first = programOptions(program, 1_234_500);
    expect(programOptions(program, 1_234_500)).toBe(first);
    const other = programOptions(program, 1_234_600);
    expect(other).not.toBe(first);
    expect(other.financedAmount).toBe(12_346);
    expect(first.financedAmount).toBe(12_345);
  });
});
