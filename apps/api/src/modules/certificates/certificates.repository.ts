// Completion certificates in the database: the latest of an application, the method chosen on the program screen,
// and a new certificate recorded. The only code that reads the certificates table.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { financingSelections } from '../financing/financing.schema.ts';
import { certificates } from './certificates.schema.ts';

export type CertificateRow = typeof certificates.$inferSelect;

export function createCertificatesRepository(db: Db) {
  return {
    async latest(applicationId: string): Promise<CertificateRow | undefined> {
      const [row] = await db
        .select()
        .from(certificates)
        .where(eq(certificates.applicationId, applicationId))
        .orderBy(desc(certificates.id))
        .limit(1);
      return row;
    },

    /** The Electronic/Paper choice saved with the financing program, if any. */
    async chosenMethod(applicationId: string) {
      const [selection] = await db
        .select({ method: financingSelections.paperOrElectronic })
        .from(financingSelections)
        .where(eq(financingSelections.applicationId, applicationId))
        .limit(1);
      return selection?.method;
    },

    async insert(certificate: typeof certificates.$inferInsert) {
      await db.insert(certificates).values(certificate);
    },
  };
}
export type CertificatesRepository = ReturnType<typeof createCertificatesRepository>;
