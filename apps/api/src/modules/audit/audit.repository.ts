// The append-only audit log: who did what to which application, when, from where.

import { events } from '../../db/schema.ts';
import type { Db } from '../../plugins/db.ts';

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
    async record(event: AuditEvent) {
      await db.insert(events).values(event);
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
