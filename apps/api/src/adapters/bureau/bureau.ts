// What the decision asks a credit bureau, and the bureau-shaped file it gets back.

export interface BureauInquiry {
  firstName: string;
  lastName: string;
  /** ISO date of birth. */
  dob: string;
  /** Nine digits, when the applicant gave it; helps the bureau match the file. */
  sin?: string | undefined;
  postal?: string | undefined;
  province?: string | undefined;
}

export interface BureauTrade {
  kind: 'revolving' | 'installment' | 'mortgage';
  creditor: string;
  balanceCents: number;
  monthlyPaymentCents: number;
  /** Worst rating in the payment history, 1 (paid as agreed) to 9 (bad debt). */
  worstRating: number;
}

export interface BureauFile {
  hit: boolean;
  /** The bureau's reference of this pull. */
  reference: string;
  score?: number;
  trades: BureauTrade[];
  inquiriesLast6Months: number;
  bankruptcies: number;
}

export interface CreditBureau {
  pull(inquiry: BureauInquiry): Promise<BureauFile>;
}
