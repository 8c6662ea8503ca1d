// What the asset screens read from the application: the approved amount the cap compares to and the region whose
// taxes apply (the customer's current address is where the goods are installed, ARCHITECTURE §9).
import { type Application, type Cents, dollarsToCents, type TaxRegion, taxComponents } from '@vp/domain';

/** A Rental is approved in rentalAmount, a Finance in amountApproved (as the Approved screen shows it). */
export function approvedCents(application: Application): Cents | null {
  const amount =
    application.applicationType === 'Rental'
      ? (application.rentalAmount ?? application.amountApproved)
      : (application.amountApproved ?? application.rentalAmount);
  return amount === null ? null : dollarsToCents(amount);
}

/** The tax region of the installation address; null when the address names none the tax tables know. */
export function taxRegionOf(application: Pick<Application, 'country' | 'province'>): TaxRegion | null {
  const country = application.country?.toUpperCase().startsWith('US') ? 'US' : 'CA';
  const region = application.province?.trim().toUpperCase() ?? '';
  try {
    taxComponents({ country, region });
    return { country, region };
  } catch {
    return null;
  }
}
