// What the decision asks a credit bureau, and the bureau-shaped file it gets back.

import type { BureauFile, BureauTrade } from '@vp/domain';

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

// The file's shape is the domain's (the underwriter's answer carries it to the web).
export type { BureauFile, BureauTrade };

export interface CreditBureau {
  pull(inquiry: BureauInquiry): Promise<BureauFile>;
}
