// Users by their ids, for what shows who did something (the application's timeline, issue 27): the display name,
// the role and the vendor only, never a credential.
import { inArray } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { users } from './users.schema.ts';

export interface UserName {
  id: number;
  displayName: string;
  role: string;
  vendorId: number | null;
  /** A dealership's system acting through an API key (decision 058): its name is the key's. */
  system: boolean;
}

export async function userNamesByIds(
  executor: Pick<Db, 'select'>,
  ids: readonly number[],
): Promise<UserName[]> {
  if (ids.length === 0) return [];
  return executor
    .select({
      id: users.id,
      displayName: users.displayName,
      role: users.role,
      vendorId: users.vendorId,
      system: users.system,
    })
    .from(users)
    .where(inArray(users.id, [...ids]));
}
