// A person as the lender's bureau and its second-look partner ask about them: the name, the date of birth and the SIN
// opened from their sealed columns (ARCHITECTURE §9), the postal code and the province. Never logged, never stored.
import type { BureauInquiry } from '../../adapters/bureau/bureau.ts';
import type { SinCipher } from '../../lib/sin-cipher.ts';

/** The columns of an applicant or a co-applicant the inquiry reads. */
export interface InquiredPerson {
  firstName: string | null;
  lastName: string | null;
  dobEncrypted: string | null;
  sinEncrypted: string | null;
  postal: string | null;
  province: string | null;
}

/** The bureau's inquiry, which is also what the partner reads of a person (PartnerApplicant has its shape). */
export function inquiryOf(person: InquiredPerson, cipher: SinCipher): BureauInquiry {
  return {
    firstName: person.firstName ?? '',
    lastName: person.lastName ?? '',
    dob: person.dobEncrypted ? cipher.decrypt(person.dobEncrypted) : '',
    sin: person.sinEncrypted ? cipher.decrypt(person.sinEncrypted) : undefined,
    postal: person.postal ?? undefined,
    province: person.province ?? undefined,
  };
}
