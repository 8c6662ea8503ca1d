// The reports' reads over the facts table (issue 37, decision 054): four statements for a whole report, each over
// the indexes of one step's instant, never over the timeline.
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { reportFacts as f } from './reports.schema.ts';

export interface FactScope {
  vendorId: number | null;
  salespersonId: number | null;
  /** Half-open [from, to). */
  from: Date;
  to: Date;
  timeZone: string;
  /** Whose rows `people` groups by. */
  by: 'vendor' | 'salesperson';
}

export interface StepCounts {
  submitted: number;
  approvedFirstLook: number;
  approvedSecondLook: number;
  signed: number;
  funded: number;
  decided: number;
  approved: number;
  declined: number;
  fundedCents: number;
  fundedWithAmount: number;
}
export interface Durations {
  count: number;
  median: number | null;
  p90: number | null;
}
export interface FactTotals extends StepCounts {
  submitToDecision: Durations;
  approvalToFunding: Durations;
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const num = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));
const numOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export function createReportsRepository(db: Db) {
  function where(scope: FactScope, ...more: SQL[]) {
    const parts = [
      scope.vendorId === null ? sql`true` : sql`${f.vendorId} = ${scope.vendorId}`,
      scope.salespersonId === null ? sql`true` : sql`${f.salespersonId} = ${scope.salespersonId}`,
      ...more,
    ];
    return sql.join(parts, sql` AND `);
  }
  const within = (column: AnyColumn, scope: FactScope) =>
    sql`(${column} >= ${scope.from.toISOString()}::timestamptz AND ${column} < ${scope.to.toISOString()}::timestamptz)`;

  return {
    /** The counts, amounts and durations of the scope's range: the totals and one row per dealer or salesperson. */
    async totals(scope: FactScope): Promise<{ total: FactTotals; byKey: Map<number, StepCounts> }> {
      const inRange = (column: AnyColumn) => within(column, scope);
      const key = scope.by === 'vendor' ? sql`${f.vendorId}` : sql`coalesce(${f.salespersonId}, 0)`;
      const wait = (end: AnyColumn, start: AnyColumn) => sql`extract(epoch from ${end} - ${start})`;
      const answered = sql`${inRange(f.answeredAt)} AND ${f.submittedAt} IS NOT NULL`;
      const fundedAfterApproval = sql`${inRange(f.fundedAt)} AND ${f.approvedAt} IS NOT NULL`;
      const any = sql.join(
        [f.submittedAt, f.decidedAt, f.answeredAt, f.approvedAt, f.signedAt, f.fundedAt].map(inRange),
        sql` OR `,
      );
      // The counts by dealer or salesperson (their sums are the totals), and the durations apart: percentiles by
      // group would sort every group's waits for nothing.
      const [grouped, waits] = await Promise.all([
        db.execute(sql`
        SELECT ${key} AS key,
          count(*) FILTER (WHERE ${inRange(f.submittedAt)}) AS submitted,
          count(*) FILTER (WHERE ${inRange(f.approvedAt)} AND ${f.approvedLook} = 'first') AS approved_first,
          count(*) FILTER (WHERE ${inRange(f.approvedAt)} AND ${f.approvedLook} = 'second') AS approved_second,
          count(*) FILTER (WHERE ${inRange(f.signedAt)}) AS signed,
          count(*) FILTER (WHERE ${inRange(f.fundedAt)}) AS funded,
          count(*) FILTER (WHERE ${inRange(f.decidedAt)}) AS decided,
          count(*) FILTER (WHERE ${inRange(f.decidedAt)} AND ${f.decision} = 'approved') AS approved,
          count(*) FILTER (WHERE ${inRange(f.decidedAt)} AND ${f.decision} = 'declined') AS declined,
          coalesce(sum(${f.financedCents}) FILTER (WHERE ${inRange(f.fundedAt)}), 0) AS funded_cents,
          count(${f.financedCents}) FILTER (WHERE ${inRange(f.fundedAt)}) AS funded_with_amount
        FROM ${f}
        WHERE ${where(scope, sql`(${any})`)}
        GROUP BY 1`),
        db.execute(sql`
        SELECT
          count(*) FILTER (WHERE ${answered}) AS decision_count,
          percentile_cont(0.5) WITHIN GROUP (ORDER BY ${wait(f.answeredAt, f.submittedAt)}) FILTER (WHERE ${answered}) AS decision_median,
          percentile_cont(0.9) WITHIN GROUP (ORDER BY ${wait(f.answeredAt, f.submittedAt)}) FILTER (WHERE ${answered}) AS decision_p90,
          count(*) FILTER (WHERE ${fundedAfterApproval}) AS funding_count,
          percentile_cont(0.5) WITHIN GROUP (ORDER BY ${wait(f.fundedAt, f.approvedAt)}) FILTER (WHERE ${fundedAfterApproval}) AS funding_median,
          percentile_cont(0.9) WITHIN GROUP (ORDER BY ${wait(f.fundedAt, f.approvedAt)}) FILTER (WHERE ${fundedAfterApproval}) AS funding_p90
        FROM ${f}
        WHERE ${where(scope, sql`(${inRange(f.answeredAt)} OR ${inRange(f.fundedAt)})`)}`),
      ]);
      const counts = (row: Record<string, unknown>): StepCounts => ({
        submitted: num(row.submitted),
        approvedFirstLook: num(row.approved_first),
        approvedSecondLook: num(row.approved_second),
        signed: num(row.signed),
        funded: num(row.funded),
        decided: num(row.decided),
        approved: num(row.approved),
        declined: num(row.declined),
        fundedCents: num(row.funded_cents),
        fundedWithAmount: num(row.funded_with_amount),
      });
      const byKey = new Map<number, StepCounts>();
      for (const row of rowsOf(grouped)) byKey.set(num(row.key), counts(row));
      const sum = (name: keyof StepCounts) => [...byKey.values()].reduce((total, c) => total + c[name], 0);
      const totals = Object.fromEntries(
        (Object.keys(counts({})) as Array<keyof StepCounts>).map((name) => [name, sum(name)]),
      ) as unknown as StepCounts;
      const w = rowsOf(waits)[0] ?? {};
      return {
        total: {
          ...totals,
          submitToDecision: {
            count: num(w.decision_count),
            median: numOrNull(w.decision_median),
            p90: numOrNull(w.decision_p90),
          },
          approvalToFunding: {
            count: num(w.funding_count),
            median: numOrNull(w.funding_median),
            p90: numOrNull(w.funding_p90),
          },
        },
        byKey,
      };
    },

    /** How many of the declines answered in the range gave each reason, the most given first. */
    async declineReasons(scope: FactScope): Promise<Array<{ reason: string; count: number }>> {
      const result = await db.execute(sql`
        SELECT reason, count(*) AS count
        FROM ${f}, jsonb_array_elements_text(${f.declineReasons}) AS reason
        WHERE ${where(scope, within(f.decidedAt, scope), sql`${f.decision} = 'declined'`)}
        GROUP BY reason ORDER BY count(*) DESC, reason`);
      return rowsOf(result).map((row) => ({ reason: String(row.reason), count: num(row.count) }));
    },

    /** The deals funded in the range by local week (from Monday) or month: the period's first day, count and cents. */
    async fundedBy(scope: FactScope, period: 'week' | 'month') {
      const start = sql`date_trunc(${period}, ${f.fundedAt} AT TIME ZONE ${scope.timeZone})::date`;
      const result = await db.execute(sql`
        SELECT to_char(${start}, 'YYYY-MM-DD') AS start, count(*) AS count,
          coalesce(sum(${f.financedCents}), 0) AS cents
        FROM ${f}
        WHERE ${where(scope, within(f.fundedAt, scope))}
        GROUP BY 1`);
      return new Map(
        rowsOf(result).map((row) => [String(row.start), { count: num(row.count), cents: num(row.cents) }]),
      );
    },
  };
}
export type ReportsRepository = ReturnType<typeof createReportsRepository>;
