// The reports (issue 37, decision 054): who sees which deals, the range in which zone, and every figure of the answer
// from the facts table and the applications started.
import {
  FUNNEL_STEPS,
  hasLenderRole,
  LENDER_ROLES,
  LENDER_TIME_ZONE,
  provinceTimeZone,
  type ReportAnswer,
  type ReportQuery,
  ratio,
} from '@vp/domain';
import { AppError } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/principal.ts';
import { periodStarts, resolveRange, startOfLocalDay } from './report-range.ts';
import { type FactScope, type ReportsRepository, type StepCounts, splitByDay } from './reports.repository.ts';

/** What the reports read of the other modules, bound by the composition root (decision 036). */
export interface ReportReads {
  started(query: {
    from: Date;
    to: Date;
    vendorId: number | null;
    createdBy: number | null;
    by: 'vendor' | 'salesperson';
  }): Promise<Map<number, number>>;
  userNames(ids: readonly number[]): Promise<Map<number, string>>;
  vendorNames(ids: readonly number[]): Promise<Map<number, { name: string; province: string }>>;
}

const PERIOD_WEEK_DAYS = 92;
const DAY_MS = 86_400_000;
const dollars = (cents: number) => Math.round(cents) / 100;

/** Whose deals the principal sees: a salesperson their own, a vendor admin their dealership's, the lender any. */
function scopeOf(principal: Principal, query: ReportQuery) {
  const { user, vendor } = principal;
  if (user.role === 'underwriter') {
    if (!LENDER_ROLES.some((role) => hasLenderRole(user, role)))
      throw new AppError('errors:api.lenderOnly', 403);
    return { scope: 'lender' as const, vendorId: query.dealerId ?? null, salespersonId: null };
  }
  if (!vendor) throw new AppError('errors:api.forbidden', 403);
  // A dealer filter is the lender's: a vendor's user naming a dealer is refused, theirs or another's alike.
  if (query.dealerId !== undefined) throw new AppError('errors:api.lenderOnly', 403);
  return user.vendorAdmin
    ? { scope: 'vendor' as const, vendorId: vendor.id, salespersonId: null }
    : { scope: 'salesperson' as const, vendorId: vendor.id, salespersonId: principal.userId };
}

/** Each period's instants, clipped to the range: from its local first day to the next period's. */
function periodsOf(starts: string[], scope: FactScope) {
  return starts.map((start, i) => {
    const next = starts[i + 1];
    const from = i === 0 ? scope.from : startOfLocalDay(start, scope.timeZone);
    const to = next === undefined ? scope.to : startOfLocalDay(next, scope.timeZone);
    return { start, from, to: new Date(Math.min(to.getTime(), scope.to.getTime())) };
  });
}

export function createReportsService({
  repository,
  reads,
  clock,
}: {
  repository: ReportsRepository;
  reads: ReportReads;
  clock: () => Date;
}) {
  async function zoneOf(vendorId: number | null, query: ReportQuery): Promise<string> {
    if (query.timeZone) return query.timeZone;
    if (vendorId === null) return LENDER_TIME_ZONE;
    return provinceTimeZone((await reads.vendorNames([vendorId])).get(vendorId)?.province);
  }

  async function namesOf(by: FactScope['by'], ids: number[]) {
    if (by === 'vendor') {
      const vendors = await reads.vendorNames(ids);
      return new Map(ids.map((id) => [id, vendors.get(id)?.name ?? String(id)]));
    }
    return reads.userNames(ids.filter((id) => id > 0));
  }

  return {
    async report(principal: Principal, query: ReportQuery): Promise<ReportAnswer> {
      const who = scopeOf(principal, query);
      const range = resolveRange(query, await zoneOf(who.vendorId, query), clock());
      const by = who.scope === 'lender' ? 'vendor' : 'salesperson';
      const scope: FactScope = {
        vendorId: who.vendorId,
        salespersonId: who.salespersonId,
        from: range.fromInstant,
        to: range.toInstant,
        timeZone: range.timeZone,
        by,
      };
      const days = (range.toInstant.getTime() - range.fromInstant.getTime()) / DAY_MS;
      const period = query.period ?? (days <= PERIOD_WEEK_DAYS + 1 ? 'week' : 'month');
      const starts = periodStarts(range.from, range.to, period);
      // The started of the whole days come with the rollup's counts; those of the partial days at either end from
      // the applications (a few hours' worth).
      const totals = repository.totals(scope);
      const [{ total, byKey }, declineReasons, funded, ...edgeStarted] = await Promise.all([
        totals,
        repository.declineReasons(scope),
        totals.then(({ fundedByDay }) => repository.fundedBy(scope, periodsOf(starts, scope), fundedByDay)),
        ...splitByDay(scope).edges.map((edge) =>
          reads.started({ ...edge, vendorId: who.vendorId, createdBy: who.salespersonId, by }),
        ),
      ]);
      const started = new Map([...byKey].map(([id, counts]) => [id, counts.started]));
      for (const edge of edgeStarted)
        for (const [id, count] of edge) started.set(id, (started.get(id) ?? 0) + count);
      const startedCount = [...started.values()].reduce((sum, count) => sum + count, 0);
      const steps: Record<(typeof FUNNEL_STEPS)[number], number> = {
        started: startedCount,
        submitted: total.submitted,
        approvedFirstLook: total.approvedFirstLook,
        approvedSecondLook: total.approvedSecondLook,
        signed: total.signed,
        funded: total.funded,
      };
      const keys = [...new Set([...byKey.keys(), ...started.keys()])];
      const names = await namesOf(by, keys);
      const none: StepCounts = { ...total, submitted: 0, approved: 0, decided: 0, funded: 0, fundedCents: 0 };
      const people = keys
        .map((id) => {
          const counts = byKey.get(id) ?? none;
          return {
            id,
            name: names.get(id) ?? '',
            started: started.get(id) ?? 0,
            submitted: counts.submitted,
            approved: counts.approved,
            decided: counts.decided,
            approvalRate: ratio(counts.approved, counts.decided),
            funded: counts.funded,
            fundedAmount: dollars(counts.fundedCents),
          };
        })
        .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
      return {
        range: { from: range.from, to: range.to, timeZone: range.timeZone },
        scope: who.scope,
        dealerId: who.vendorId,
        funnel: FUNNEL_STEPS.map((step) => ({ step, count: steps[step] })),
        approvals: {
          decided: total.decided,
          approved: total.approved,
          declined: total.declined,
          approvalRate: ratio(total.approved, total.decided),
        },
        declineReasons,
        funding: {
          period,
          series: starts.map((start) => {
            const entry = funded.get(start);
            return { start, count: entry?.count ?? 0, amount: dollars(entry?.cents ?? 0) };
          }),
          count: total.funded,
          amount: dollars(total.fundedCents),
          averageAmount:
            total.fundedWithAmount > 0 ? dollars(total.fundedCents / total.fundedWithAmount) : null,
        },
        speed: { submitToDecision: total.submitToDecision, approvalToFunding: total.approvalToFunding },
        people,
      };
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
