// Each user's notices (issue 27, decision 042): written in the status change's transaction for the vendor's users
// concerned, kept 90 days; and which kinds a user also receives by e-mail.
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../users/users.schema.ts';

/** What a notice names besides its application: its reference and the status reached; never personal data. */
export interface NoticeParams {
  reference: number | null;
  /** The deal's one reference when the notice was made (decision 048); absent in notices made before it. */
  number?: string | null;
  status: string;
}

export const notifications = pgTable(
  'notifications',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vendorId: integer().notNull(),
    applicationId: uuid().notNull(),
    /** One of the domain's NOTICE_KINDS. */
    kind: text().notNull(),
    params: jsonb().$type<NoticeParams>().notNull(),
    readAt: timestamp({ withTimezone: true }),
    /** 'pending' while its e-mail waits to be written to the outbox, 'mailed' once it was; null: no e-mail. */
    mailState: text(),
    created: createdAt(),
  },
  (t) => [
    index('notifications_user_id_idx').on(t.userId, t.id),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    index('notifications_mail_pending_idx').on(t.id).where(sql`${t.mailState} = 'pending'`),
    index('notifications_created_idx').on(t.created),
  ],
);

/** The kinds a user also receives by e-mail (the domain's noticePreferencesSchema); no row: none. */
export const noticePreferences = pgTable('notice_preferences', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: jsonb().$type<string[]>().notNull(),
  updated: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
