// A report's table as CSV (issue 37): UTF-8, a header row in the request's language, amounts with two decimals, ISO
// dates, ratios as decimals (0 to 1, four places).
import { REPORT_PEOPLE_COLUMNS, type ReportAnswer, type ReportTable, ratio } from '@vp/domain';
import type { Translate } from '@vp/i18n';
import { stringify } from 'csv-stringify/sync';

const money = (amount: number | null) => (amount === null ? '' : amount.toFixed(2));
const share = (value: number | null) => (value === null ? '' : value.toFixed(4));
const seconds = (value: number | null) => (value === null ? '' : value.toFixed(0));

export function reportCsv(
  answer: ReportAnswer,
  table: ReportTable,
  locale: string,
  translate: Translate,
): string {
  const t = (key: string) => translate(locale, `reports:csv.${key}`);
  const rows = (header: string[], body: Array<Array<string | number>>) =>
    stringify([header.map(t), ...body.map((row) => row.map(String))]);
  switch (table) {
    case 'funnel':
      return rows(
        ['step', 'count', 'conversion'],
        answer.funnel.map((step, i) => [
          t(`steps.${step.step}`),
          step.count,
          i === 0 ? '' : share(ratio(step.count, answer.funnel[i - 1]?.count ?? 0)),
        ]),
      );
    case 'declineReasons':
      return rows(
        ['reason', 'count', 'conversion'],
        answer.declineReasons.map((r) => [
          r.reason,
          r.count,
          share(ratio(r.count, answer.approvals.declined)),
        ]),
      );
    case 'funding':
      return rows(
        ['start', 'count', 'amount'],
        answer.funding.series.map((entry) => [entry.start, entry.count, money(entry.amount)]),
      );
    case 'speed':
      return rows(
        ['measure', 'deals', 'medianSeconds', 'p90Seconds'],
        (['submitToDecision', 'approvalToFunding'] as const).map((measure) => {
          const d = answer.speed[measure];
          return [t(`speeds.${measure}`), d.count, seconds(d.median), seconds(d.p90)];
        }),
      );
    case 'people':
      return rows(
        ['id', ...REPORT_PEOPLE_COLUMNS],
        answer.people.map((p) => [
          p.id,
          p.name,
          p.started,
          p.submitted,
          p.decided,
          p.approved,
          share(p.approvalRate),
          p.funded,
          money(p.fundedAmount),
        ]),
      );
  }
}
