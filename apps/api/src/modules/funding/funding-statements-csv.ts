// A period's funding statements as CSV (issue 35): one row a deal, headers in the reader's language, amounts in
// dollars with two decimals and a dot (1234.50), dates ISO (yyyy-mm-dd), RFC 4180 (csv-stringify: CRLF, a field with a
// comma, a quote or a line break quoted, its quotes doubled). A UTF-8 byte order mark leads the file: Excel, which
// most dealers open it with, reads a CSV without one as the Windows code page and garbles the French accents.
import type { FundingStatement, Locale } from '@vp/domain';
import type { Translate } from '@vp/i18n';
import { stringify } from 'csv-stringify/sync';

/** Dollars as written by the statement (integral cents) → '1234.50'. */
export function csvAmount(dollars: number): string {
  const cents = Math.round(dollars * 100);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A text cell that a spreadsheet would run as a formula (=, +, -, @, a tab or a return first) is written with a quote
 * mark before it (OWASP's CSV injection advice): a dealer's or a program's name is typed by people.
 */
export function csvText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** The columns: the deal's number, the dealer (the lender's file only), the days, the program and the money. */
const COLUMNS = [
  'reference',
  'dealer',
  'bookedOn',
  'fundingDate',
  'program',
  'financedAmount',
  'dealerFeePercent',
  'dealerFee',
  'paidToDealer',
] as const;
type Column = (typeof COLUMNS)[number];

export function statementsCsv(
  statements: readonly FundingStatement[],
  { locale, withDealer, translate }: { locale: Locale; withDealer: boolean; translate: Translate },
): string {
  const columns = COLUMNS.filter((c) => withDealer || c !== 'dealer');
  const cell = (s: FundingStatement, column: Column): string => {
    switch (column) {
      case 'reference':
        return csvText(s.reference);
      case 'dealer':
        return csvText(s.vendorName);
      case 'bookedOn':
        return s.bookedOn;
      case 'fundingDate':
        return s.fundingDate;
      case 'program':
        return csvText(s.program[locale]);
      case 'dealerFeePercent':
        return s.dealerFeePercent;
      default:
        return csvAmount(s[column]);
    }
  };
  return stringify(
    [
      columns.map((c) => translate(locale, `statements:csv.${c}`)),
      ...statements.map((s) => columns.map((c) => cell(s, c))),
    ],
    { bom: true, record_delimiter: 'windows' },
  );
}
