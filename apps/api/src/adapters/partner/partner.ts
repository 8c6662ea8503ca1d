// What a second look sends the lender's second-look partner (the spec's Kamsel), and what the partner answers.

/** A person as the partner reads them to pull their own credit file. */
export interface PartnerApplicant {
  firstName: string;
  lastName: string;
  /** ISO date of birth. */
  dob: string;
  /** Nine digits, when the applicant gave it. */
  sin?: string | undefined;
  postal?: string | undefined;
  province?: string | undefined;
}

/** One second look: the application as the partner decides it. Sent only after the dealer's submit (decision 039). */
export interface PartnerSubmission {
  /** Our id of this second look: the partner's idempotency key (a second send is the same submission). */
  submissionId: string;
  applicationType: 'Finance' | 'Rental';
  requestedCents: number;
  applicant: PartnerApplicant;
  coApplicant?: PartnerApplicant | undefined;
  /** Quebec's capacity to repay, as the form asks it (monthly amounts), when the dealer is in Quebec. */
  grossMonthlyIncomeCents?: number | null | undefined;
  vendor: { name: string; province: string };
}

/** The partner's answer to a second look: not yet, or approved (for an amount, maybe lower), or declined. */
export type PartnerAnswer =
  | { state: 'pending'; reference: string }
  | { state: 'approved'; reference: string; amountApprovedCents: number; reasons: string[] }
  | { state: 'declined'; reference: string; reasons: string[] };

export interface SecondLookPartner {
  /** Sends the submission; the partner acknowledges with its reference. Sending it again answers the same. */
  submit(submission: PartnerSubmission): Promise<{ reference: string }>;
  /** The partner's answer to a submission it acknowledged. */
  answer(submission: PartnerSubmission): Promise<PartnerAnswer>;
}
