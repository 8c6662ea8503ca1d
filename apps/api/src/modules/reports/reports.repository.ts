// The reports' reads (issue 37, decision 054): the counts and sums from the rollup's whole UTC days and the facts of
// the range's partial days at either end; the durations, decline reasons and funding series from the facts rows of
// the range, each over the index of one step's instant; never over the timeline.
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { reportFacts as f, reportRollup as r } from './reports.schema.ts';

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
  started: number;
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

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** An instant range, half-open. */
export interface Span {
  from: Date;
  to: Date;
}

/**
 * [from, to) split into the whole UTC days inside it (first and last day, both included), which the rollup answers,
 * and the partial days at either end, which the facts (and the applications) answer: exact in any time zone.
 */
export function splitByDay({ from, to }: Span): {
  days: { first: string; last: string } | null;
  edges: Span[];
} {
  const firstDay = Math.ceil(from.getTime() / DAY_MS) * DAY_MS;
  const endDay = Math.floor(to.getTime() / DAY_MS) * DAY_MS;
  if (firstDay >= endDay) return { days: null, edges: from < to ? [{ from, to }] : [] };
  const edges = [
    { from, to: new Date(firstDay) },
    { from: new Date(endDay), to },
  ].filter((edge) => edge.from < edge.to);
  return { days: { first: isoDay(firstDay), last: isoDay(endDay - DAY_MS) }, edges };
}

/** The deals funded on each whole UTC day of a range (ISO day → count and cents), from the rollup. */
export type FundedByDay = Map<string, { count: number; cents: number }>;

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const num = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));
const numOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** The scope's dealer and salesperson, and what else the statement asks. */
function where(scope: FactScope, ...more: SQL[]) {
  const parts = [
    scope.vendorId === null ? sql`true` : sql`${f.vendorId} = ${scope.vendorId}`,
    scope.salespersonId === null ? sql`true` : sql`${f.salespersonId} = ${scope.salespersonId}`,
    ...more,
  ];
  return sql.join(parts, sql` AND `);
}
const within = (column: AnyColumn, scope: Span) =>
  sql`(${column} >= ${scope.from.toISOString()}::timestamptz AND ${column} < ${scope.to.toISOString()}::timestamptz)`;

export function createReportsRepository(db: Db) {
  return {
    /** The counts, amounts and durations of the scope's range: the totals and one row per dealer or salesperson. */
    async totals(
      scope: FactScope,
    ): Promise<{ total: FactTotals; byKey: Map<number, StepCounts>; fundedByDay: FundedByDay }> {
      const inRange = (column: AnyColumn) => within(column, scope);
      // In seconds, as float8 (extract's numeric sorts several times slower); one sort for both percentiles.
      const wait = (end: AnyColumn, start: AnyColumn) => sql`date_part('epoch', ${end} - ${start})`;
      const answered = sql`${inRange(f.answeredAt)} AND ${f.submittedAt} IS NOT NULL`;
      const fundedAfterApproval = sql`${inRange(f.fundedAt)} AND ${f.approvedAt} IS NOT NULL`;
      const { days, edges } = splitByDay(scope);
      const parts: SQL[] = [];
      if (days) {
        const key = scope.by === 'vendor' ? sql`${r.vendorId}` : sql`${r.salespersonId}`;
        const mine = sql.join(
          [
            scope.vendorId === null ? sql`true` : sql`${r.vendorId} = ${scope.vendorId}`,
            scope.salespersonId === null ? sql`true` : sql`${r.salespersonId} = ${scope.salespersonId}`,
            sql`${r.day} BETWEEN ${days.first}::date AND ${days.last}::date`,
          ],
          sql` AND `,
        );
        // By dealer or salesperson, and by day (the funding series' funded deals and amounts): one scan for both.
        parts.push(sql`
          SELECT ${key} AS key, ${r.day} AS day, sum(${r.started}) AS started, sum(${r.submitted}) AS submitted,
            sum(${r.approvedFirst}) AS approved_first, sum(${r.approvedSecond}) AS approved_second,
            sum(${r.signed}) AS signed, sum(${r.funded}) AS funded, sum(${r.decided}) AS decided,
            sum(${r.approved}) AS approved, sum(${r.declined}) AS declined, sum(${r.fundedCents}) AS funded_cents,
            sum(${r.fundedWithAmount}) AS funded_with_amount
          FROM ${r} WHERE ${mine} GROUP BY GROUPING SETS ((1), (2))`);
      }
      if (edges.length > 0) {
        const key = scope.by === 'vendor' ? sql`${f.vendorId}` : sql`coalesce(${f.salespersonId}, 0)`;
        const inEdges = (column: AnyColumn) =>
          sql`(${sql.join(
            edges.map((edge) => within(column, { ...scope, ...edge })),
            sql` OR `,
          )})`;
        const any = sql.join(
          [f.submittedAt, f.decidedAt, f.approvedAt, f.signedAt, f.fundedAt].map(inEdges),
          sql` OR `,
        );
        // The started of the partial days come from the applications (the service adds them).
        parts.push(sql`
          SELECT ${key} AS key, NULL::date AS day, 0 AS started,
            count(*) FILTER (WHERE ${inEdges(f.submittedAt)}) AS submitted,
            count(*) FILTER (WHERE ${inEdges(f.approvedAt)} AND ${f.approvedLook} = 'first') AS approved_first,
            count(*) FILTER (WHERE ${inEdges(f.approvedAt)} AND ${f.approvedLook} = 'second') AS approved_second,
            count(*) FILTER (WHERE ${inEdges(f.signedAt)}) AS signed,
            count(*) FILTER (WHERE ${inEdges(f.fundedAt)}) AS funded,
            count(*) FILTER (WHERE ${inEdges(f.decidedAt)}) AS decided,
            count(*) FILTER (WHERE ${inEdges(f.decidedAt)} AND ${f.decision} = 'approved') AS approved,
            count(*) FILTER (WHERE ${inEdges(f.decidedAt)} AND ${f.decision} = 'declined') AS declined,
            coalesce(sum(${f.financedCents}) FILTER (WHERE ${inEdges(f.fundedAt)}), 0) AS funded_cents,
            count(${f.financedCents}) FILTER (WHERE ${inEdges(f.fundedAt)}) AS funded_with_amount
          FROM ${f}
          WHERE ${where(scope, sql`(${any})`)}
          GROUP BY 1`);
      }
      const columns = sql.raw(
        [
          'started',
          'submitted',
          'approved_first',
          'approved_second',
          'signed',
          'funded',
          'decided',
          'approved',
          'declined',
          'funded_cents',
          'funded_with_amount',
        ]
          .map((name) => `sum(${name}) AS ${name}`)
          .join(', '),
      );
      // The counts by dealer or salesperson (their sums are the totals), and the durations apart: percentiles by
      // group would sort every group's waits for nothing.
      const [grouped, decisionWaits, fundingWaits] = await Promise.all([
        parts.length === 0
          ? { rows: [] }
          : db.execute(
              sql`SELECT key, to_char(day, 'YYYY-MM-DD') AS day, ${columns}
                FROM (${sql.join(parts, sql` UNION ALL `)}) t GROUP BY key, day`,
            ),
        // Each duration from its step's index alone (index-only scans), apart so that each reads only its rows.
        db.execute(sql`
        SELECT count, p[1] AS median, p[2] AS p90 FROM (
          SELECT count(*) AS count,
            percentile_cont(ARRAY[0.5, 0.9]) WITHIN GROUP (ORDER BY ${wait(f.answeredAt, f.submittedAt)}) AS p
          FROM ${f}
          WHERE ${where(scope, answered)}) t`),
        db.execute(sql`
        SELECT count, p[1] AS median, p[2] AS p90 FROM (
          SELECT count(*) AS count,
            percentile_cont(ARRAY[0.5, 0.9]) WITHIN GROUP (ORDER BY ${wait(f.fundedAt, f.approvedAt)}) AS p
          FROM ${f}
          WHERE ${where(scope, fundedAfterApproval)}) t`),
      ]);
      const counts = (row: Record<string, unknown>): StepCounts => ({
        started: num(row.started),
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
      const fundedByDay: FundedByDay = new Map();
      for (const row of rowsOf(grouped)) {
        if (row.day === null || row.day === undefined) byKey.set(num(row.key), counts(row));
        else if (num(row.funded) !== 0)
          fundedByDay.set(String(row.day), { count: num(row.funded), cents: num(row.funded_cents) });
      }
      const sum = (name: keyof StepCounts) => [...byKey.values()].reduce((total, c) => total + c[name], 0);
      const totals = Object.fromEntries(
        (Object.keys(counts({})) as Array<keyof StepCounts>).map((name) => [name, sum(name)]),
      ) as unknown as StepCounts;
      const durations = (result: unknown): Durations => {
        const row = rowsOf(result)[0] ?? {};
        return { count: num(row.count), median: numOrNull(row.median), p90: numOrNull(row.p90) };
      };
      return {
        total: {
          ...totals,
          submitToDecision: durations(decisionWaits),
          approvalToFunding: durations(fundingWaits),
        },
        byKey,
        fundedByDay,
      };
    },

    declineReasons: (scope: FactScope) => declineReasons(db, scope),
    fundedBy: (scope: FactScope, periods: Array<Span & { start: string }>, fundedByDay: FundedByDay) =>
      fundedBy(db, scope, periods, fundedByDay),
  };
}
export type ReportsRepository = ReturnType<typeof createReportsRepository>;

/**
 * The deals funded in each period (its local first day as `start`, its instants clipped to the range): the
 * rollup's whole UTC days inside a period (`fundedByDay`, from `totals`), the facts of the partial days at its
 * ends.
 */
async function fundedBy(
  db: Db,
  scope: FactScope,
  periods: Array<Span & { start: string }>,
  fundedByDay: FundedByDay,
) {
  const days: Array<{ first: string; last: string; start: string }> = [];
  const edges: Array<Span & { start: string }> = [];
  for (const period of periods) {
    const split = splitByDay(period);
    if (split.days) days.push({ ...split.days, start: period.start });
    for (const edge of split.edges) edges.push({ ...edge, start: period.start });
  }
  const series = new Map<string, { count: number; cents: number }>();
  const add = (start: string, count: number, cents: number) => {
    const entry = series.get(start) ?? { count: 0, cents: 0 };
    series.set(start, { count: entry.count + count, cents: entry.cents + cents });
  };
  // The rollup's days (from the totals' scan), each given to the period it lies in whole; the facts of the
  // partial days by period.
  for (const [day, entry] of fundedByDay) {
    const period = days.find((d) => d.first <= day && day <= d.last);
    if (period) add(period.start, entry.count, entry.cents);
  }
  const byEdge =
    edges.length > 0
      ? await db.execute(sql`
        SELECT CASE ${sql.join(
          edges.map((edge) => sql`WHEN ${within(f.fundedAt, { ...scope, ...edge })} THEN ${edge.start}`),
          sql` `,
        )} END AS start, count(*) AS count, coalesce(sum(${f.financedCents}), 0) AS cents
        FROM ${f}
        WHERE ${where(
          scope,
          sql`(${sql.join(
            edges.map((edge) => within(f.fundedAt, { ...scope, ...edge })),
            sql` OR `,
          )})`,
        )}
        GROUP BY 1`)
      : { rows: [] };
  for (const row of rowsOf(byEdge)) add(String(row.start), num(row.count), num(row.cents));
  return series;
}

/**
 * How many of the declines answered in the range gave each reason, the most given first. The declines are counted by
 * their list of reasons first (a few distinct lists), and only those lists are taken apart: taking every row's list
 * apart made PostgreSQL plan parallel workers, 4× slower than the whole statement now (decision 054).
 */
async function declineReasons(db: Db, scope: FactScope): Promise<Array<{ reason: string; count: number }>> {
  const result = await db.execute(sql`
    SELECT reason, sum(lists.count) AS count
    FROM (
      SELECT ${f.declineReasons} AS reasons, count(*) AS count
      FROM ${f}
      WHERE ${where(scope, within(f.decidedAt, scope), sql`${f.decision} = 'declined'`)}
      GROUP BY 1
    ) lists, jsonb_array_elements_text(lists.reasons) AS reason
    GROUP BY reason ORDER BY 2 DESC, reason`);
  return rowsOf(result).map((row) => ({ reason: String(row.reason), count: num(row.count) }));
}
