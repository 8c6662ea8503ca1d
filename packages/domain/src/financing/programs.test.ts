import { describe, expect, it } from 'vitest';
import { PROGRAMS, toProgramCard } from './catalogue.ts';
import { programOptions } from './program-options.ts';
import {
  classifyProgram,
  PROGRAM_TYPES,
  programOptionsAnswer,
  programPaymentQuery,
  programsAnswer,
  programTypeChoices,
  programTypeKey,
  saveProgramQuery,
} from './programs.ts';

describe('program classification (spec §4)', () => {
  it.each([
    ['Buy-Down 4.99%', 'None', 'Buy Down'],
    ['Summer BUYDOWN', '6 Months', 'Buy Down'],
    ['Buydown', 'None', 'Buy Down'],
    ['Standard Fixed Rate', 'None', 'Non-deferred'],
    ['Standard Fixed Rate', 'Deferral: none', 'Non-deferred'],
    ['6 Months No Payments', '6 Months Deferred', 'Deferred'],
    ['Buy Down without the hyphen', '12 Months', 'Deferred'],
    ['', '', 'Deferred'],
  ])('%j with deferral %j is %s', (description, deferralLabel, type) => {
    expect(classifyProgram({ description, deferralLabel })).toBe(type);
  });

  it('labels each type from the financing catalog', () => {
    expect(PROGRAM_TYPES.map(programTypeKey)).toEqual([
      'financing:program.types.nonDeferred',
      'financing:program.types.deferred',
      'financing:program.types.buyDown',
    ]);
  });

  it('offers Buy Down only when such a program exists', () => {
    expect(programTypeChoices([{ programType: 'Deferred' }])).toEqual(['Non-deferred', 'Deferred']);
    expect(programTypeChoices([{ programType: 'Buy Down' }])).toEqual([
      'Non-deferred',
      'Deferred',
      'Buy Down',
    ]);
  });
});

describe('program answers and queries', () => {
  it('the catalogue’s cards make a valid programs answer', () => {
    const programs = Object.fromEntries(PROGRAMS.map((p) => [String(p.programId), toProgramCard(p)]));
    expect(programsAnswer.parse({ programs, assetCount: 2 }).programs['194']?.programType).toBe(
      'Non-deferred',
    );
    expect(() => programsAnswer.parse({ programs, assetCount: -1 })).toThrow();
  });

  it('options answer the spec’s shape, each term with its months, payment in dollars and APR', () => {
    const program = PROGRAMS.find((p) => p.programId === 194);
    if (!program) throw new Error('194 missing');
    const options = programOptionsAnswer.parse(programOptions(program, 10_000_00));
    expect(options.financedAmount).toBe(10_000);
    expect(options.deferralPeriods).toEqual([
      { qtyZeroPayments: 0, en: { label: 'N/A' }, fr: { label: 'S.O.' } },
    ]);
    expect(options.terms.find((t) => t.months === 60)).toEqual({
      termId: 5,
      months: 60,
      amount: 212.42,
      aprPercent: '9.990',
      en: { label: '60 months' },
      fr: { label: '60 mois' },
    });
  });

  it('leave out terms whose APR with the fee would pass the criminal rate', () => {
    const deferred = PROGRAMS.find((p) => p.programId === 197);
    if (!deferred) throw new Error('197 missing');
    // A 199 $ fee on 300 $ leaves 101 $ of credit: only the longest term stays under 35 % APR (32.957 %).
    expect(programOptions(deferred, 300_00).terms.map((t) => t.months)).toEqual([180]);
    expect(programOptions(deferred, 500_00).terms.map((t) => t.months)).toContain(36);
  });

  it('read the payment and save queries from query strings', () => {
    expect(programPaymentQuery.parse({ programId: '194', termId: '5', leaseDate: '4/8/2026' })).toEqual({
      programId: 194,
      termId: 5,
      leaseDate: '4/8/2026',
    });
    expect(
      programPaymentQuery.safeParse({ programId: '194', termId: '5', leaseDate: '04/09/2026' }).success,
    ).toBe(false);
    const save = saveProgramQuery.safeParse({ programId: '194', termId: '5', leaseDate: '04/08/2026' });
    expect(save.success).toBe(false);
    expect(
      saveProgramQuery.parse({
        programId: '194',
        termId: '5',
        leaseDate: '04/08/2026',
        installationDate: '03-30-2026',
        certificateMethod: 'electronic',
        sendToEdge: 'true',
      }).sendToEdge,
    ).toBe(true);
  });
});
