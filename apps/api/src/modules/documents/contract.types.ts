// The plain data a contract is built from: the signing service maps its rows to this, so the builder needs no
// database and its tests need no server.
import type { DocumentSignerRole, FinancingSelection, Locale } from '@vp/domain';

export interface ContractAddress {
  line1: string;
  line2?: string | null;
  city: string;
  /** Province or state code: QC, ON, ... */
  province: string;
  postal: string;
  country?: string | null;
}

export interface ContractPerson {
  firstName: string;
  lastName: string;
  address: ContractAddress;
  email?: string | null;
  phone?: string | null;
}

export interface ContractBusiness {
  name: string;
  address: ContractAddress;
  phone?: string | null;
}

export interface ContractAsset {
  description: string;
  quantity: number;
  serialNumber?: string | null;
  /** The line's price with tax, in cents (assets' retailCostCents). */
  totalCents: number;
}

export interface ContractInput {
  /** The loan number (edgeId) or, before one is assigned, the application id. */
  contractNumber: string;
  applicationType: 'Finance' | 'Rental';
  /** The customer's language, asked on the Sign screen. A Quebec vendor's contract is French first whatever it is. */
  language: Locale;
  /** The day the contract is drawn up, YYYY-MM-DD. */
  contractDate: string;
  customer: ContractPerson;
  coCustomer: ContractPerson | null;
  assets: ContractAsset[];
  selection: FinancingSelection;
  /**
   * The program's name in each language, as the version the selection was priced on names it (decision 047): a
   * Quebec contract prints both. Without it, the selection's own description.
   */
  programNames?: Record<Locale, string>;
  vendor: ContractBusiness;
  lender: ContractBusiness;
}

/** Where a signer's signature goes, kept in the PDF so that signatures can be placed later without the input. */
export interface SignatureBlock {
  role: DocumentSignerRole;
  locale: Locale;
  /** Zero-based page index. */
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ContractLayout {
  locales: Locale[];
  contractNumber: string;
  blocks: SignatureBlock[];
}

/** Any document the signing service can have signed: its kind says which words its audit page uses. */
export interface DocumentLayout extends ContractLayout {
  kind: 'contract' | 'certificate';
}
