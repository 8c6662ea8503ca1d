// The built-in second-look partner: documented test identities by last name, a deterministic answer for everyone
// else, and no memory of its own, so that a crash or a second send answers the same (README lists the identities).
import { createHmac, hkdfSync } from 'node:crypto';
import type { PartnerAnswer, PartnerSubmission, SecondLookPartner } from './partner.ts';

/** Test identities (ARCHITECTURE §10), by the applicant's last name: the share of the amount approved, or none. */
export const PARTNER_TEST_IDENTITIES: Record<string, { approvedShare: number } | { declined: true }> = {
  secondlook: { approvedShare: 1 },
  secondlesser: { approvedShare: 0.5 },
  decline: { declined: true },
};

/** What the partner lends anyone else at most: a request above it is approved for this amount. */
export const PARTNER_LIMIT_CENTS = 15_000_00;

/** The reference the partner gives a submission: keyed, so that it says nothing of the applicant. */
function referenceOf(key: Buffer, submissionId: string) {
  return `NB-${createHmac('sha256', key).update(submissionId).digest('hex').slice(0, 10).toUpperCase()}`;
}

function decide(submission: PartnerSubmission, reference: string): PartnerAnswer {
  const identity = PARTNER_TEST_IDENTITIES[submission.applicant.lastName.trim().toLowerCase()];
  if (identity && 'declined' in identity) {
    return { state: 'declined', reference, reasons: ['partnerPolicy'] };
  }
  const requested = submission.requestedCents;
  const amountApprovedCents = identity
    ? Math.round(requested * identity.approvedShare)
    : Math.min(requested, PARTNER_LIMIT_CENTS);
  return {
    state: 'approved',
    reference,
    amountApprovedCents,
    reasons: amountApprovedCents < requested ? ['partnerLesserAmount'] : [],
  };
}

export function createSimulatedPartner({ dataKey }: { dataKey: Buffer }): SecondLookPartner {
  const key = Buffer.from(
    hkdfSync('sha256', dataKey, Buffer.alloc(0), 'vendor-portal simulated partner v1', 32),
  );
  return {
    async submit(submission) {
      return { reference: referenceOf(key, submission.submissionId) };
    },
    async answer(submission) {
      return decide(submission, referenceOf(key, submission.submissionId));
    },
  };
}
