// The uploads table: one row per upload URL, claimed once by its PUT, then stored or rejected; a newer stored file
// of a type replaces the older one, which keeps its row.
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { createApplicationFacts } from '../applications/index.ts';
import { uploads } from './uploads.schema.ts';

export type UploadRow = typeof uploads.$inferSelect;

/** The status writer's guard fact (decision 036): the types of upload with a file on record. */
export async function storedUploadTypes(
  applicationId: string,
  tx: Pick<Db, 'selectDistinct'>,
): Promise<string[]> {
  const stored = await tx
    .selectDistinct({ uploadType: uploads.uploadType })
    .from(uploads)
    .where(and(eq(uploads.applicationId, applicationId), inArray(uploads.status, ['stored'])));
  return stored.map((u) => u.uploadType);
}

/** The files stored for an application, replaced ones too, oldest first: the timeline's uploads (issue 27). */
export function storedUploadsOf(executor: Pick<Db, 'select'>, applicationId: string) {
  return executor
    .select({ uploadType: uploads.uploadType, userId: uploads.userId, storedAt: uploads.storedAt })
    .from(uploads)
    .where(and(eq(uploads.applicationId, applicationId), inArray(uploads.status, ['stored', 'replaced'])))
    .orderBy(uploads.storedAt, uploads.id);
}

export function createUploadsRepository(db: Db) {
  const applications = createApplicationFacts(db);
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

    /** The application's status, for a PUT (which names no vendor: its signed URL is its credential). */
    applicationStatus(applicationId: string) {
      return applications.statusOf(applicationId);
    },

    /**
     * Stores a checked file while the application is in one of `openStatuses`: the type's earlier stored file becomes
     * 'replaced' (its history stays). The application's row is locked first, as the status writer's update locks it:
     * a file is never stored once a submission (or any other move out of those statuses) has committed, and a
     * submission waits for a store under way. Answers the status and whether the file was stored.
     */
    async store(
      row: UploadRow,
      values: { storageKey: string; size: number; storedAt: Date },
      openStatuses: readonly string[],
    ) {
      return db.transaction(async (tx) => {
        const status = (await applications.statusOf(row.applicationId, tx, true)) ?? '';
        if (!openStatuses.includes(status)) return { stored: false, status };
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
        return { stored: true, status };
      });
    },

    /** The stored file of each type, newest first within a type (inside a caller's transaction when given). */
    stored(applicationId: string, executor: Pick<Db, 'select'> = db) {
      return executor
        .select()
        .from(uploads)
        .where(and(eq(uploads.applicationId, applicationId), inArray(uploads.status, ['stored'])))
        .orderBy(desc(uploads.storedAt));
    },

    history(applicationId: string) {
      return db.select().from(uploads).where(eq(uploads.applicationId, applicationId)).orderBy(uploads.id);
    },
  };
}
export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
