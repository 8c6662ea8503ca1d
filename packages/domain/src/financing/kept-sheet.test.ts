import { describe, expect, it } from 'vitest';
import { PROGRAMS } from './catalogue.ts';
import { keptPrograms, rateSheetAnswer, toSheetProgram } from './kept-sheet.ts';
import { keptProgramOptions, programOptions } from './program-options.ts';

const version = (programId: number, effectiveFrom: string) => {
  const program = PROGRAMS.find((p) => p.programId === programId);
  if (!program) throw new Error(`no program ${programId}`);
  return { ...program, versionId: programId * 10, version: 1, effectiveFrom };
};

describe("the calculator's kept rate sheet", () => {
  const sheet = rateSheetAnswer.parse({
    day: '2026-03-20',
    programs: [
      toSheetProgram(version(196, '2026-01-01'), '2026-03-21'),
      toSheetProgram(version(198, '2026-01-01'), null),
    ],
  });

  it('carries what prices a program, never what the dealer pays the lender', () => {
    for (const program of sheet.programs) expect(program).not.toHaveProperty('dealerFeePercent');
    expect(sheet.programs[0]).toMatchObject({ programId: 196, until: '2026-03-21', ratePercent: '11.99' });
  });

  it('leaves out a version from the day its successor takes effect, and before its own', () => {
    expect(keptPrograms(sheet, '2026-03-20').map((p) => p.programId)).toEqual([196, 198]);
    expect(keptPrograms(sheet, '2026-03-21').map((p) => p.programId)).toEqual([198]);
    expect(keptPrograms(sheet, '2025-12-31')).toEqual([]);
  });

  it("prices a kept program exactly as the server's options answer", () => {
    for (const programId of [196, 198]) {
      const kept = sheet.programs.find((p) => p.programId === programId);
      const program = PROGRAMS.find((p) => p.programId === programId);
      if (!kept || !program) throw new Error('missing');
      expect(keptProgramOptions(kept, 1_234_567)).toEqual(programOptions(program, 1_234_567));
    }
  });
});
