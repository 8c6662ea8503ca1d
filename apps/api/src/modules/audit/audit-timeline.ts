// The log's events of one application, oldest first: what the timeline (issue 27) is built from.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { events } from './audit.schema.ts';

export interface ApplicationEventRow {
  id: number;
  type: string;
  userId: number | null;
  detail: Record<string, unknown> | null;
  at: Date;
}

/** Every event recorded for the application, in the order they were written (the index events_app_idx). */
export function applicationEvents(
  executor: Pick<Db, 'select'>,
  applicationId: string,
): Promise<ApplicationEventRow[]> {
  return executor
    .select({ id: events.id, type: events.type, userId: events.userId, detail: events.detail, at: events.at })
    .from(events)
    .where(eq(events.applicationId, applicationId))
    .orderBy(asc(events.at), asc(events.id));
}
