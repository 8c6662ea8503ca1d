// The uploads table: one row per upload URL, claimed once by its PUT, then stored or rejected; a newer stored file
// of a type replaces the older one, which keeps its row.
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { fundingPackages } from '../funding/funding.schema.ts';
import { uploads } from './uploads.schema.ts';

export type UploadRow = typeof uploads.$inferSelect;

export function createUploadsRepository(db: Db) {
  return {
    async insertPending(values: {
      applicationId: string;
      uploadType: string;
      contentType: string;
      fileName: string;
      storageKey: string;
      userId: number;
      expiresAt: Date;
    }) {
      const [row] = await db
        .insert(uploads)
        .values({ ...values, status: 'pending' })
        .returning();
      if (!row) throw new Error('upload row not written');
      return row;
    },

    /**
     * Claims a pending upload for its one PUT (single use): undefined when it is not this application's, already
     * claimed, or expired. Conditional, so two PUTs racing on one URL cannot both win.
     */
    async claim(id: number, applicationId: string, now: Date) {
      const [row] = await db
        .update(uploads)
        .set({ status: 'receiving' })
        .where(
          and(
            eq(uploads.id, id),
            eq(uploads.applicationId, applicationId),
            eq(uploads.status, 'pending'),
            gt(uploads.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },

    async findById(id: number) {
      const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
      return row;
    },

    async reject(id: number, reason: string) {
      await db.update(uploads).set({ status: 'rejected', rejectReason: reason }).where(eq(uploads.id, id));
    },

    /** Stores a checked file: the type's earlier stored file becomes 'replaced' (its history stays). */
    async store(row: UploadRow, values: { storageKey: string; size: number; storedAt: Date }) {
      await db.transaction(async (tx) => {
        await tx
          .update(uploads)
          .set({ status: 'replaced' })
          .where(
            and(
              eq(uploads.applicationId, row.applicationId),
              eq(uploads.uploadType, row.uploadType),
              eq(uploads.status, 'stored'),
            ),
          );
        await tx
          .update(uploads)
          .set({ status: 'stored', ...values })
          .where(and(eq(uploads.id, row.id), eq(uploads.status, 'receiving')));
      });
    },

    /** The stored file of each type, newest first within a type. */
    stored(applicationId: string) {
      return db
        .select()
        .from(uploads)
        .where(and(eq(uploads.applicationId, applicationId), inArray(uploads.status, ['stored'])))
        .orderBy(desc(uploads.storedAt));
    },

    /** The lender's note when its latest review asked for missing documents; shown to the dealer. */
    async missingDocumentsNote(applicationId: string) {
      const [latest] = await db
        .select({ outcome: fundingPackages.outcome, note: fundingPackages.reviewNote })
        .from(fundingPackages)
        .where(eq(fundingPackages.applicationId, applicationId))
        .orderBy(desc(fundingPackages.id))
        .limit(1);
      return latest?.outcome === 'missingDocuments' ? latest.note : null;
    },

    history(applicationId: string) {
      return db.select().from(uploads).where(eq(uploads.applicationId, applicationId)).orderBy(uploads.id);
    },
  };
}
export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
