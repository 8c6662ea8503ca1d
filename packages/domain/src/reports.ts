// Reports (issue 37): the query a report is asked with, its date-range presets and the figures derived from counts,
// shared by the API (its route schema, the CSV) and the screens (the form in the URL, the conversions shown).
import { z } from 'zod';
import { LENDER_TIME_ZONE } from './financing/lease-date.ts';

export const REPORT_RANGES = ['thisMonth', 'lastMonth', 'last90Days', 'thisYear', 'custom'] as const;
export type ReportRange = (typeof REPORT_RANGES)[number];

/** The report's tables, each exported as CSV on its own. */
export const REPORT_TABLES = ['funnel', 'declineReasons', 'funding', 'speed', 'people'] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];

export const REPORT_PERIODS = ['week', 'month'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * GET /api/reports (and /api/reports/export): `from` and `to` only with `range=custom` (both inclusive, at most
 * 2 years apart); `timeZone` an IANA name (default: the dealer's, from its province, or the lender's); `dealerId` only
 * for the lender's staff; `period` groups the funding series (default: week up to 92 days, month beyond).
 */
export const reportQuery = z.object({
  range: z.enum(REPORT_RANGES).default('thisMonth'),
  from: isoDate.optional(),
  to: isoDate.optional(),
  timeZone: z.string().min(1).max(64).optional(),
  dealerId: z.coerce.number().int().positive().optional(),
  period: z.enum(REPORT_PERIODS).optional(),
});
export type ReportQuery = z.infer<typeof reportQuery>;

export const reportExportQuery = reportQuery.extend({ table: z.enum(REPORT_TABLES) });
export type ReportExportQuery = z.infer<typeof reportExportQuery>;

/** The funnel's steps in order; the conversion of a step is its count over the previous step's. */
export const FUNNEL_STEPS = [
  'started',
  'submitted',
  'approvedFirstLook',
  'approvedSecondLook',
  'signed',
  'funded',
] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** The people table's columns in order, on the screen and in its CSV (the id first in the CSV only). */
export const REPORT_PEOPLE_COLUMNS = [
  'name',
  'started',
  'submitted',
  'decided',
  'approved',
  'approvalRate',
  'funded',
  'fundedAmount',
] as const;
export type ReportPeopleColumn = (typeof REPORT_PEOPLE_COLUMNS)[number];

/** count ÷ of, 0 to 1, or null when `of` is 0. */
export function ratio(count: number, of: number): number | null {
  return of > 0 ? count / of : null;
}

/** A dealership's time zone by its province (the most populated zone where a province has several). */
export const PROVINCE_TIME_ZONES: Readonly<Record<string, string>> = {
  NL: 'America/St_Johns',
  NS: 'America/Halifax',
  PE: 'America/Halifax',
  NB: 'America/Moncton',
  QC: 'America/Toronto',
  ON: 'America/Toronto',
  MB: 'America/Winnipeg',
  SK: 'America/Regina',
  AB: 'America/Edmonton',
  BC: 'America/Vancouver',
  YT: 'America/Whitehorse',
  NT: 'America/Yellowknife',
  NU: 'America/Iqaluit',
};

export function provinceTimeZone(province: string | null | undefined): string {
  return (province && PROVINCE_TIME_ZONES[province.toUpperCase()]) || LENDER_TIME_ZONE;
}
