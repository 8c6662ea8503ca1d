// Dates of birth still stored in clear (saved before decision 023), found and sealed by the start-up conversion.
import { eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { applications, coApplicants } from './applications.schema.ts';

/** A date of birth found in clear: whose (the application's applicant or co-applicant) and the ISO date. */
export interface ClearDateOfBirth {
  person: 'applicant' | 'coApplicant';
  id: string;
  dob: string;
}

export function createDatesOfBirthRepository(db: Db) {
  return {
    /** A batch of each table at a time. */
    async findClearDatesOfBirth(limit: number): Promise<ClearDateOfBirth[]> {
      const applicants = await db
        .select({ id: applications.id, dob: applications.legacyDob })
        .from(applications)
        .where(isNotNull(applications.legacyDob))
        .limit(limit);
      const co = await db
        .select({ id: coApplicants.applicationId, dob: coApplicants.legacyDob })
        .from(coApplicants)
        .where(isNotNull(coApplicants.legacyDob))
        .limit(limit);
      return [
        ...applicants.map((row) => ({ person: 'applicant' as const, id: row.id, dob: String(row.dob) })),
        ...co.map((row) => ({ person: 'coApplicant' as const, id: row.id, dob: String(row.dob) })),
      ];
    },

    /** Stores the sealed date of birth and empties the clear one, in one statement. */
    async sealDateOfBirth({ person, id }: ClearDateOfBirth, dobEncrypted: string) {
      if (person === 'applicant') {
        await db.update(applications).set({ dobEncrypted, legacyDob: null }).where(eq(applications.id, id));
      } else {
        await db
          .update(coApplicants)
          .set({ dobEncrypted, legacyDob: null })
          .where(eq(coApplicants.applicationId, id));
      }
    },
  };
}
