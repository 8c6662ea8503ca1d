// The report's settings live in the URL (STYLE.md: list state in the URL): range, custom dates, time zone, dealer
// and period. Read leniently (a wrong value falls back to the default), written without the defaults.
import { REPORT_PERIODS, REPORT_RANGES, type ReportQuery } from '@vp/domain';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((v) => v === value);
}

export function reportQueryFrom(search: URLSearchParams): ReportQuery {
  const range = oneOf(REPORT_RANGES, search.get('range')) ?? 'thisMonth';
  const query: ReportQuery = { range };
  if (range === 'custom') {
    const from = search.get('from');
    const to = search.get('to');
    if (from && ISO_DATE.test(from)) query.from = from;
    if (to && ISO_DATE.test(to)) query.to = to;
  }
  const timeZone = search.get('timeZone');
  if (timeZone) query.timeZone = timeZone;
  const dealerId = Number(search.get('dealerId'));
  if (Number.isInteger(dealerId) && dealerId > 0) query.dealerId = dealerId;
  const period = oneOf(REPORT_PERIODS, search.get('period'));
  if (period) query.period = period;
  return query;
}

/** The query as search parameters, leaving out what is not set (and the default range). */
export function reportSearch(query: ReportQuery): Record<string, string | number | undefined> {
  return {
    range: query.range === 'thisMonth' ? undefined : query.range,
    from: query.range === 'custom' ? query.from : undefined,
    to: query.range === 'custom' ? query.to : undefined,
    timeZone: query.timeZone,
    dealerId: query.dealerId,
    period: query.period,
  };
}

/** The same for the API, which wants the range always. */
export function reportApiSearch(query: ReportQuery): Record<string, string | number | undefined> {
  return { ...reportSearch(query), range: query.range };
}

/** A custom range is asked only once both days are there. */
export function isComplete(query: ReportQuery): boolean {
  return query.range !== 'custom' || (query.from !== undefined && query.to !== undefined);
}
