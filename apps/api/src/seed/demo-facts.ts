// The demo deals' reports facts (issue 37, decision 054): the seed writes the deals straight into their statuses, so
// it writes their facts as the status writer's reaction would have kept them had they moved through it (the rollup
// follows by its trigger): Reports shows a funnel, approvals, a decline and a funded deal.
import type { Executor } from '../modules/applications/index.ts';
import { reportFacts } from '../modules/reports/reports.schema.ts';

const HOUR_MS = 3_600_000;

/** The steps a demo deal went through to reach its status, in hours after its creation. */
interface DemoSteps {
  submitted: number;
  approved?: number;
  declined?: number;
  signed?: number;
  funded?: number;
}
const DEMO_STEPS: Partial<Record<string, DemoSteps>> = {
  Pending: { submitted: 1 },
  Approved: { submitted: 1, approved: 3 },
  'Not Approved': { submitted: 1, declined: 5 },
  Booked: { submitted: 1, approved: 2, signed: 26, funded: 74 },
  Cancelled: { submitted: 1, approved: 4 },
};

function demoFacts(
  deal: { id: string; vendorId: number; created: Date; amountApprovedCents: number | null },
  steps: DemoSteps,
): typeof reportFacts.$inferInsert {
  const at = (hours: number | undefined) =>
    hours === undefined ? null : new Date(deal.created.getTime() + hours * HOUR_MS);
  const answered = steps.approved ?? steps.declined;
  return {
    applicationId: deal.id,
    vendorId: deal.vendorId,
    salespersonId: null,
    startedAt: deal.created,
    submittedAt: at(steps.submitted),
    answeredAt: at(answered),
    decidedAt: at(answered),
    decision: steps.approved !== undefined ? 'approved' : steps.declined !== undefined ? 'declined' : null,
    approvedAt: at(steps.approved),
    approvedLook: steps.approved !== undefined ? 'first' : null,
    declinedAt: at(steps.declined),
    declineReasons: steps.declined !== undefined ? ['scoreBelowCutoff'] : [],
    signedAt: at(steps.signed),
    fundedAt: at(steps.funded),
    financedCents: steps.funded !== undefined ? deal.amountApprovedCents : null,
  };
}

/** Writes the facts of the seeded deals that have moved past Incomplete, in the seed's transaction. */
export async function seedDemoFacts(
  tx: Executor,
  deals: Array<{
    id: string;
    vendorId: number;
    status: string;
    created: Date;
    amountApprovedCents: number | null;
  }>,
) {
  const facts = deals.flatMap((deal) => {
    const steps = DEMO_STEPS[deal.status];
    return steps ? [demoFacts(deal, steps)] : [];
  });
  if (facts.length > 0) await tx.insert(reportFacts).values(facts);
}
