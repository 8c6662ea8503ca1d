import { describe, expect, it } from 'vitest';
import { formatRatio } from './format-ratio.ts';

describe('formatRatio', () => {
  it('writes the debt ratio as a percentage with one decimal in each language', () => {
    expect(formatRatio(0.4612, 'en')).toBe('46.1%');
    expect(formatRatio(0.4612, 'fr')).toBe('46,1\u00a0%');
    expect(formatRatio(0.45, 'en')).toBe('45.0%');
    expect(formatRatio(1.2049, 'en')).toBe('120.5%');
    expect(formatRatio(null, 'en')).toBe('');
    expect(formatRatio(Number.NaN, 'fr')).toBe('');
  });
});
