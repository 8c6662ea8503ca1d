import { describe, expect, it } from 'vitest';
import {
  type FlowFacts,
  nextScreen,
  previousScreen,
  progressIndex,
  screenOfRoute,
  screenPath,
  WIZARD_SCREENS,
} from './wizard-steps.ts';

const ontario: FlowFacts = { quebec: false, yearsAtCurHouse: 4, hasCoApplicant: 'No' };
const quebec: FlowFacts = { ...ontario, quebec: true };

/** Follows Next from step 1 to the end. */
function walk(facts: FlowFacts): string[] {
  const seen: string[] = ['step1'];
  let screen = nextScreen('step1', facts);
  while (screen !== 'submit') {
    seen.push(screen);
    screen = nextScreen(screen, facts);
  }
  return [...seen, 'submit'];
}

describe('wizard order (spec §4)', () => {
  it('goes 1, 2, 3.1, 3.2, 4 then submits for an Ontario vendor without co-applicant', () => {
    expect(walk(ontario)).toEqual(['step1', 'step2', 'step3_1', 'step3_2', 'step4', 'submit']);
  });

  it('skips the scan step for a Quebec vendor', () => {
    expect(walk(quebec)).toEqual(['step1', 'step3_1', 'step3_2', 'step4', 'submit']);
    expect(previousScreen('step3_1', quebec)).toBe('step1');
    expect(previousScreen('step3_1', ontario)).toBe('step2');
  });

  it('asks the previous address only under 6 months at the current one', () => {
    for (const [years, next] of [
      [0, 'step3_3'],
      [0.25, 'step3_3'],
      ['0.49', 'step3_3'],
      [0.5, 'step4'],
      [3, 'step4'],
      [null, 'step4'],
      ['', 'step4'],
    ] as const) {
      const facts = { ...ontario, yearsAtCurHouse: years };
      expect(nextScreen('step3_2', facts), String(years)).toBe(next);
      expect(previousScreen('step4', facts), String(years)).toBe(next === 'step3_3' ? 'step3_3' : 'step3_2');
    }
    expect(nextScreen('step3_3', ontario)).toBe('step4');
    expect(previousScreen('step3_3', ontario)).toBe('step3_2');
  });

  it('continues with the co-applicant: its scan step, or step 1 for a Quebec vendor', () => {
    const withCo = { ...ontario, hasCoApplicant: 'Yes' };
    expect(walk(withCo)).toEqual([
      'step1',
      'step2',
      'step3_1',
      'step3_2',
      'step4',
      'co0',
      'co1',
      'co2',
      'co3',
      'submit',
    ]);
    expect(nextScreen('step4', { ...quebec, hasCoApplicant: 'Yes' })).toBe('co1');
    expect(previousScreen('co1', { ...quebec, hasCoApplicant: 'Yes' })).toBe('step4');
    expect(previousScreen('co1', withCo)).toBe('co0');
    expect(previousScreen('co0', withCo)).toBe('step4');
    expect(previousScreen('co3', withCo)).toBe('co2');
    expect(previousScreen('co2', withCo)).toBe('co1');
  });

  it('leads Back from step 1 to the dashboard and from each step to the one before', () => {
    expect(previousScreen('step1', ontario)).toBe('dashboard');
    expect(previousScreen('step2', ontario)).toBe('step1');
    expect(previousScreen('step3_2', ontario)).toBe('step3_1');
  });

  it('places each screen in its progress indicator and on its route', () => {
    expect(WIZARD_SCREENS.map(progressIndex)).toEqual([0, 1, 2, 2, 2, 3, 0, 1, 2, 3]);
    expect(screenPath('step3_1', 'A1')).toBe('/application/3-1/A1');
    expect(screenPath('co0', 'A1')).toBe('/application/coborrower/0/A1');
    expect(screenOfRoute('ApplicationStep3_2')).toBe('step3_2');
    expect(screenOfRoute('CoBorrowerStep3')).toBe('co3');
    expect(screenOfRoute('Dashboard')).toBeUndefined();
  });
});
