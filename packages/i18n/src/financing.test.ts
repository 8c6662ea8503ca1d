import { describe, expect, it } from 'vitest';
import { createTranslator, en, fr } from './index.ts';

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
}

describe('the financing catalog', () => {
  const t = createTranslator();

  it('says spec §5’s cap messages with their amounts, in English and French', () => {
    expect(t('en', 'financing:assets.capApprovedAmount', { amount: '$10,000.00' })).toBe(
      'The total amount entered should not be more than the approved amount of $10,000.00',
    );
    expect(t('en', 'financing:assets.capRemaining', { remaining: '$1,234.56' })).toBe(
      'The maximum total (with taxes) you can add is $1,234.56',
    );
    expect(t('fr', 'financing:assets.capRemaining', { remaining: '1 234.56 $' })).toContain('1 234.56 $');
    expect(t('en', 'financing:assets.addAssetsPlease')).toBe(
      'Please add at least one asset before adding Program.',
    );
    expect(t('en', 'financing:program.selectProgramFirst')).toBe('Please select a program first.');
  });

  it('uses the disclosure’s Quebec wording in French and the plain terms in English', () => {
    expect(t('fr', 'financing:disclosure.apr')).toBe('Taux de crédit');
    expect(t('fr', 'financing:disclosure.costOfBorrowing')).toBe('Frais de crédit');
    expect(t('fr', 'financing:disclosure.totalObligation')).toBe('Obligation totale');
    expect(t('en', 'financing:disclosure.apr').toLowerCase()).toContain('annual percentage rate');
    expect(t('en', 'financing:disclosure.costOfBorrowing').toLowerCase()).toBe('cost of borrowing');
    expect(t('en', 'financing:disclosure.totalObligation').toLowerCase()).toBe('total obligation');
  });

  it('names the criminal rate’s limit in both languages', () => {
    expect(t('en', 'financing:errors.criminalRate', { limit: '35' })).toContain('35%');
    expect(t('fr', 'financing:errors.criminalRate', { limit: '35' })).toContain('35\u00a0%');
  });

  it('puts a no-break space, never a plain one or none, before : ; ! ? % $ in French', () => {
    for (const text of strings(fr.financing)) {
      expect(text, text).not.toMatch(/(^|[^\u00a0\u202f])[:;!?%$]/u);
    }
    expect(strings(en.financing).length).toBe(strings(fr.financing).length);
  });
});
