// The second look (the spec's Kamsel, ARCHITECTURE §10): the lender's second-look partner as the contract and the
// consent name it, and the versions of the credit consent's text, so that a consent given before the text named the
// partner is never read as covering it (decision 039).
import type { Creditor } from './financing/catalogue.ts';

/** A party that lends: its legal name and its address, as the contract prints it. */
export interface CreditorParty {
  name: string;
  address: { line1: string; city: string; province: string; postal: string };
}

/** The lender named on the lender's contracts (the portal's operator). */
export const LENDER_PARTY: CreditorParty = {
  name: 'Lakeshore Consumer Finance Inc.',
  address: { line1: '200 Bay Street, Suite 3100', city: 'Toronto', province: 'ON', postal: 'M5J 2J2' },
};

/** The lender's second-look partner, named on the consent text and on the contracts of the deals it approved. */
export const PARTNER_PARTY: CreditorParty = {
  name: 'Northbridge Second Look Credit Corp.',
  address: { line1: '1 Place Ville Marie, Suite 2400', city: 'Montréal', province: 'QC', postal: 'H3B 2B6' },
};

export function creditorParty(creditor: Creditor): CreditorParty {
  return creditor === 'partner' ? PARTNER_PARTY : LENDER_PARTY;
}

/**
 * The version of the credit consent's text that a tick records. Version 1 named the lender alone; version 2 (this
 * one) names the lender and its second-look partner. Bump it when the text changes what it authorizes.
 */
export const CREDIT_CONSENT_VERSION = 2;
/** The first version whose text names the second-look partner. */
export const PARTNER_CONSENT_VERSION = 2;

/** A stored consent covers the partner when it was given on a text that names it. */
export function consentCoversPartner(version: number | null | undefined): boolean {
  return typeof version === 'number' && version >= PARTNER_CONSENT_VERSION;
}
