// The append-only audit log: who did what to which application, when, from where.

import type { Db } from '../../plugins/db.ts';
import { events } from './audit.schema.ts';

export interface AuditEvent {
  type: string;
  userId?: number | null;
  vendorId?: number | null;
  applicationId?: string | null;
  detail?: Record<string, unknown>;
  ip?: string | null;
}

export function createAuditRepository(db: Db) {
  return {
    /** Records an event, inside the caller's transaction when one is given. */
    async record(event: AuditEvent, executor: Pick<Db, 'insert'> = db) {
      await executor.insert(events).values(event);
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
