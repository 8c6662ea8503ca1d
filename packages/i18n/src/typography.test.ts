// French typography of the catalogues (ARCHITECTURE §9, issue 14): a no-break space (U+00A0 or U+202F) before
// : ; ! ? % $, inside « », and between thousands, so that no mark or number breaks across two lines.
import { describe, expect, it } from 'vitest';
import { fr } from './index.ts';

function messages(value: unknown, key = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[key, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => messages(v, key ? `${key}.${k}` : k));
  }
  return [];
}

const NO_BREAK = '[\\u00a0\\u202f]';
const RULES: Array<[string, RegExp]> = [
  ['an ordinary space before a high mark', /[ \t]([:;!?%$»])/],
  ['no space at all before ; ! ?', /[^\s\u00a0\u202f]([;!?])/],
  ['an ordinary space after «', /«[ \t]/],
  ['nothing after « but a no-break space', new RegExp(`«(?!${NO_BREAK})`)],
  ['nothing before » but a no-break space', new RegExp(`(?<!${NO_BREAK})»`)],
  ['an ordinary space between thousands', /\d \d{3}(?!\d)/],
];

describe('French typography', () => {
  const all = messages(fr);

  it.each(RULES)('no French message has %s', (_rule, pattern) => {
    const offending = all.filter(([, text]) => pattern.test(text)).map(([key, text]) => `${key}: ${text}`);
    expect(offending).toEqual([]);
  });

  it('catches what it is meant to catch', () => {
    const broken = ['Note : x', 'Vraiment?', '« écran »', '45 %', '1 234 $', 'Attention!', 'a ; b'];
    for (const text of broken)
      expect(
        RULES.some(([, pattern]) => pattern.test(text)),
        text,
      ).toBe(true);
    const fine = [
      'Note\u00a0: x',
      'Vraiment\u202f?',
      '«\u00a0écran\u00a0»',
      '45\u00a0%',
      '1\u00a0234\u00a0$',
    ];
    for (const text of fine)
      expect(
        RULES.some(([, pattern]) => pattern.test(text)),
        text,
      ).toBe(false);
  });

  it('writes decimal numbers of French prose with a comma (amounts keep ARCHITECTURE §9’s period)', () => {
    expect(fr.application.fields.yearsHint).toContain('0,25 correspond à 3\u00a0mois'.replace('\u00a0', ' '));
    const prose = all.filter(([key, text]) => !/amount|money/i.test(key) && /\b\d+\.\d+\b/.test(text));
    expect(
      prose.map(([key, text]) => `${key}: ${text}`).filter((line) => !/WCAG\) 2\.1|WCAG 2\.1/.test(line)),
    ).toEqual([]);
  });
});
