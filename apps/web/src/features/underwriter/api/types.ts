// The underwriter's view of a Pending application (GET /underwriter/queue and /underwriter/applications/{id}).

export interface BureauTrade {
  kind: string;
  creditor: string;
  balanceCents: number;
  monthlyPaymentCents: number;
  /** 1 (paid as agreed) to 9 (bad debt). */
  worstRating: number;
}

export interface BureauFile {
  hit: boolean;
  reference: string;
  score?: number;
  trades: BureauTrade[];
  inquiriesLast6Months: number;
  bankruptcies: number;
}

export interface DecisionRecord {
  outcome: string;
  score: number | null;
  /** Reason codes of the policy (underwriter:reasons.<code>). */
  reasons: string[];
  /** Quebec capacity to repay, 0.4612 for 46.12 %; null elsewhere. */
  debtRatio: number | null;
  decidedAt: string;
  bureau: { applicant?: BureauFile | null; coApplicant?: BureauFile | null } | null;
}

export interface QueueItem {
  id: string;
  vendorName: string;
  vendorProvince: string;
  firstName: string | null;
  lastName: string | null;
  applicationType: string | null;
  /** Dollars. */
  amount: number | null;
  hasCoApplicant: string | null;
  status: string;
  updated: string;
  decision: DecisionRecord | null;
}

export function isQueueItem(value: unknown): value is QueueItem {
  if (!value || typeof value !== 'object') return false;
  const { id, status } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof status === 'string';
}

export function applicantName(item: Pick<QueueItem, 'firstName' | 'lastName'>): string {
  return [item.firstName, item.lastName].filter(Boolean).join(' ');
}
