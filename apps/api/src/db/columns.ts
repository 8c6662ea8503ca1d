// Column helpers shared by the modules' schemas: money in integer cents, creation timestamps.
import { bigint, timestamp } from 'drizzle-orm/pg-core';

export const cents = (name?: string) =>
  name ? bigint(name, { mode: 'number' }) : bigint({ mode: 'number' });
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
