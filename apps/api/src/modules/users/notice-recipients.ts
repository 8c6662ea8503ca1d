// Who hears of a status change (issue 27, decision 042), read for the notifications module: the application's
// creator and the vendor's admins, still enabled; and, for an e-mail, the address and language of each.
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { users, vendors } from './users.schema.ts';

type Reader = Pick<Db, 'select'>;

/** The enabled users of the vendor told of a change: its creator (when still of that vendor) and its admins. */
export async function noticeRecipients(
  executor: Reader,
  vendorId: number,
  createdBy: number | null,
): Promise<number[]> {
  const rows = await executor
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.vendorId, vendorId),
        eq(users.role, 'vendor'),
        eq(users.system, false),
        isNull(users.disabledAt),
        createdBy === null
          ? eq(users.vendorAdmin, true)
          : or(eq(users.vendorAdmin, true), eq(users.id, createdBy)),
      ),
    );
  return rows.map((row) => row.id);
}

export interface NoticeMailee {
  id: number;
  email: string | null;
  /** The user's language, else the vendor's province's: French in Quebec, English elsewhere. */
  language: 'en' | 'fr';
}

/** The address and the language of each user an e-mail goes to. */
export async function noticeMailees(executor: Reader, ids: readonly number[]): Promise<NoticeMailee[]> {
  if (ids.length === 0) return [];
  const rows = await executor
    .select({ id: users.id, email: users.email, language: users.language, province: vendors.province })
    .from(users)
    .leftJoin(vendors, eq(users.vendorId, vendors.id))
    .where(and(inArray(users.id, [...new Set(ids)]), isNull(users.disabledAt)));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    language: row.language ?? (row.province === 'QC' ? 'fr' : 'en'),
  }));
}
