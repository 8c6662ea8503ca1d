// GET /api/applications/timeline/{id} (issue 27): every event of one application in order, each a stable code the web
// translates (timeline:kinds.<kind>) with its parameters, who did it and when (ISO UTC). Nothing personal beyond what
// the application's screens already show: never a SIN, a date of birth, a token or a code.
import { z } from 'zod';

/** The events of an application's life, in the order a deal usually meets them. */
export const TIMELINE_KINDS = [
  'created',
  'saved',
  'coApplicantSaved',
  'consentGiven',
  'customerLinkSent',
  'customerLinkRevoked',
  'submitted',
  'decided',
  'resubmitted',
  'secondLookRequested',
  'partnerConsentGiven',
  'secondLookAcknowledged',
  'secondLookDecided',
  'assetAdded',
  'assetChanged',
  'assetRemoved',
  'programSelected',
  'quoteShared',
  'contractSent',
  'contractSigned',
  'signaturesReceived',
  'contractDeclined',
  'contractVoided',
  'certificateCreated',
  'certificateSigned',
  'documentUploaded',
  'submittedForFunding',
  'documentsRequested',
  'booked',
  'fundingStatement',
  'cancelled',
  'deleted',
  'statusChanged',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/**
 * Who did it: a vendor's user (by display name), the customer, the installer, the system, the lender, the partner, or
 * the dealership's own software through an API key (by the key's name, decision 058).
 */
export const TIMELINE_ACTORS = [
  'user',
  'customer',
  'installer',
  'system',
  'lender',
  'partner',
  'integration',
] as const;
export type TimelineActorKind = (typeof TIMELINE_ACTORS)[number];

export const timelineActor = z.object({
  kind: z.enum(TIMELINE_ACTORS),
  /**
   * A vendor user's display name or an API key's name; null for everyone else (the lender's staff are "the lender" to
   * a dealer).
   */
  name: z.string().nullable(),
});
export type TimelineActor = z.infer<typeof timelineActor>;

/** The parameters a kind's sentence takes; each is present only where the kind has it. */
export const timelineParams = z.object({
  /** The wizard's step ('1', '3-1', …) of a save. */
  step: z.string().optional(),
  /** How many consecutive saves of the same step by the same user this one event stands for. */
  count: z.number().int().optional(),
  /** The status the application went to (a decision's outcome, a status change). */
  status: z.string().optional(),
  /** The policy's reason codes of a decision (timeline:reasons.<code>, in a dealer's words). */
  reasons: z.array(z.string()).optional(),
  /** Whose consent, link or signature: 'applicant' | 'coApplicant' | 'installer'. */
  person: z.string().optional(),
  /** How the consent was given: 'dealerScreen' (the dealer's own screen) or 'customerLink' (the customer's link). */
  channel: z.string().optional(),
  /** The channels a customer link went by ('email', 'sms'). */
  channels: z.array(z.string()).optional(),
  /** An upload's document type (uploads:types.<type>). */
  uploadType: z.string().optional(),
  /** The certificate's method ('paper' | 'electronic'). */
  method: z.string().optional(),
  /** The funding date the lender booked the deal for (yyyy-mm-dd). */
  fundingDate: z.string().optional(),
  /** The pages of a funding package. */
  pages: z.number().int().optional(),
  /** A funding statement's figures (issue 35): the financed amount, the dealer fee and what the dealer is paid, in dollars. */
  financedAmount: z.number().optional(),
  dealerFeePercent: z.string().optional(),
  dealerFee: z.number().optional(),
  paidToDealer: z.number().optional(),
});
export type TimelineParams = z.infer<typeof timelineParams>;

export const timelineEvent = z.object({
  kind: z.enum(TIMELINE_KINDS),
  /** When, ISO 8601 in UTC. */
  at: z.string(),
  actor: timelineActor,
  params: timelineParams,
});
export type TimelineEvent = z.infer<typeof timelineEvent>;

/** GET /api/applications/timeline/{id}: the application's status now and its events, oldest first. */
export const timelineAnswer = z.object({
  applicationId: z.string(),
  status: z.string(),
  /** The customer's name, as the list shows it. */
  name: z.string(),
  /** The deal's one reference (decision 048): its loan number once approved, else its short reference. */
  number: z.string().nullable(),
  events: z.array(timelineEvent),
});
export type TimelineAnswer = z.infer<typeof timelineAnswer>;
