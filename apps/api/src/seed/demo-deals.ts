// The demo's deals of the Ontario external vendor (seed/demo.ts): their statuses and people, and the steps each went
// through to get there, from which their reports' facts are written (decision 054), so that Reports shows a funnel.
import type { reportFacts } from '../modules/reports/reports.schema.ts';

/** A few applications of the Ontario external vendor, so that the dashboard and the list show something. */
export const DEMO_APPLICATIONS = [
  { status: 'Incomplete', firstName: 'Olivia', lastName: 'Brown', amountCents: 845_000, city: 'Toronto' },
  {
    status: 'Incomplete',
    firstName: 'Liam',
    lastName: 'Wilson',
    amountCents: 1_299_000,
    city: 'Mississauga',
  },
  { status: 'Pending', firstName: 'Emma', lastName: 'Gagnon', amountCents: 1_560_000, city: 'Ottawa' },
  {
    status: 'Approved',
    firstName: 'Noah',
    lastName: 'Roy',
    amountCents: 999_900,
    amountApprovedCents: 999_900,
    city: 'Hamilton',
    edgeId: 'C1000001',
  },
  { status: 'Not Approved', firstName: 'Ava', lastName: 'Singh', amountCents: 2_000_000, city: 'London' },
  // Approved here, then taken to Waiting for Signature by the services (seedWaitingForSignature).
  {
    status: 'Approved',
    firstName: 'Lucas',
    lastName: 'Chen',
    amountCents: 720_000,
    amountApprovedCents: 720_000,
    city: 'Kingston',
    edgeId: 'C1000002',
    email: 'lucas.chen@example.com',
    address1: '40 Princess St',
    postal: 'K7L 1A4',
  },
  {
    status: 'Booked',
    firstName: 'Mia',
    lastName: 'Patel',
    amountCents: 1_125_000,
    amountApprovedCents: 1_125_000,
    city: 'Barrie',
    edgeId: 'C1000003',
  },
  { status: 'Cancelled', firstName: 'Ethan', lastName: 'Lavoie', amountCents: 600_000, city: 'Sudbury' },
] as const;

const HOUR_MS = 3_600_000;

/** The steps a demo deal went through to reach its status, in hours after its creation. */
export interface DemoSteps {
  submitted: number;
  approved?: number;
  declined?: number;
  signed?: number;
  funded?: number;
}
export const DEMO_STEPS: Partial<Record<string, DemoSteps>> = {
  Pending: { submitted: 1 },
  Approved: { submitted: 1, approved: 3 },
  'Not Approved': { submitted: 1, declined: 5 },
  Booked: { submitted: 1, approved: 2, signed: 26, funded: 74 },
  Cancelled: { submitted: 1, approved: 4 },
};

export function demoFacts(
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
