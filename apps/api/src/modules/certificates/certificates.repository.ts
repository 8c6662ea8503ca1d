// Completion certificates in the database: the latest of an application, the method chosen on the program screen,
// and a new certificate recorded. The only code that reads the certificates table.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { certificates } from './certificates.schema.ts';

export type CertificateRow = typeof certificates.$inferSelect;

/**
 * `chosenMethod`: the Electronic/Paper choice saved with the financing program, if any, read by the financing module
 * (decision 036).
 */
export function createCertificatesRepository(
  db: Db,
  chosenMethod: (applicationId: string) => Promise<string | null | undefined>,
) {
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

    chosenMethod,

    async insert(certificate: typeof certificates.$inferInsert) {
      await db.insert(certificates).values(certificate);
    },
  };
}
export type CertificatesRepository = ReturnType<typeof createCertificatesRepository>;

/** Every certificate of an application, oldest first: its method and when it was made (the timeline, issue 27). */
export function certificatesOf(executor: Pick<Db, 'select'>, applicationId: string) {
  return executor
    .select({ method: certificates.method, created: certificates.created })
    .from(certificates)
    .where(eq(certificates.applicationId, applicationId))
    .orderBy(certificates.id);
}
