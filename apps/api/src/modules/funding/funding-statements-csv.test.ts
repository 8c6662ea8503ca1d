import { describe, expect, it } from 'vitest';
import { csvAmount, csvText } from './funding-statements-csv.ts';

describe("the statements CSV's cells", () => {
  it('writes dollars with two decimals and a dot, no thousands separator', () => {
    expect([12_345.67, 1234.5, 0, 0.05, 1_000_000].map(csvAmount)).toEqual([
      '12345.67',
      '1234.50',
      '0.00',
      '0.05',
      '1000000.00',
    ]);
  });

  it('keeps a spreadsheet from running a name as a formula', () => {
    expect(['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', 'Maple, Inc.'].map(csvText)).toEqual([
      `'=HYPERLINK("x")`,
      "'+1",
      "'-2",
      "'@SUM(A1)",
      'Maple, Inc.',
    ]);
  });
});
