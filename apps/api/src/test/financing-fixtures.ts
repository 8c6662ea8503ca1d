// Applications ready for financing, written straight to the database for the financing tests (a decision job would
// take seconds): a demo user's vendor, a status, an approved amount and the customer's address.
import { eq } from 'drizzle-orm';
import { applications, users } from '../db/schema.ts';
import { statusColumns } from '../modules/applications/application-status.repository.ts';
import type { createTestApp } from './test-app.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

export interface ApprovedApplication {
  /** The demo user whose vendor owns it. */
  user: string;
  status?: string;
  /** Cents. */
  amountApproved?: number;
  province?: string;
  country?: string;
  applicationType?: 'Finance' | 'Rental';
  /** The second-look partner's deal (KamselApproved by default) rather than the lender's. */
  creditor?: 'lender' | 'partner';
}

export async function approvedApplication(app: App, options: ApprovedApplication): Promise<string> {
  const { db } = app.database;
  const [user] = await db.select().from(users).where(eq(users.userName, options.user)).limit(1);
  if (!user?.vendorId) throw new Error(`${options.user} has no vendor`);
  const [row] = await db
    .insert(applications)
    .values({
      ...statusColumns(options.status ?? (options.creditor === 'partner' ? 'KamselApproved' : 'Approved')),
      creditor: options.creditor ?? 'lender',
      vendorId: user.vendorId,
      createdBy: user.id,
      applicationType: options.applicationType ?? 'Finance',
      description: 'Furnace and installation',
      firstName: 'Robin',
      lastName: 'Fixture',
      amountCents: options.amountApproved ?? 1_000_000,
      amountApprovedCents: options.amountApproved ?? 1_000_000,
      province: options.province ?? 'ON',
      country: options.country ?? 'CA',
      city: 'Toronto',
    })
    .returning({ id: applications.id });
  if (!row) throw new Error('no application');
  return row.id;
}
