// An approved application with a saved financing selection (program 194, 60 months, $10,000 with tax included),
// written straight to the database: what the Sign screen needs, without the assets and program screens' calls.
import { eq } from 'drizzle-orm';
import { applications, coApplicants, users } from '../db/schema.ts';
import { statusColumns } from '../modules/applications/application-status.repository.ts';
import { assets } from '../modules/assets/assets.schema.ts';
import { financingSelections } from '../modules/financing/financing.schema.ts';
import type { Db } from '../plugins/db.ts';

/** A test app, or any holder of a database (the crash scenarios write to a node's database from outside). */
type App = { database: { db: Db } };

export interface SignableOptions {
  user: string;
  coApplicant?: boolean;
  /** Without a saved program (the 409 'Please select a program first.'). */
  program?: boolean;
  status?: string;
  /** The loan number (a completion certificate needs one). */
  edgeId?: string;
}

export async function signableApplication(app: App, options: SignableOptions): Promise<string> {
  const { db } = app.database;
  const [user] = await db.select().from(users).where(eq(users.userName, options.user)).limit(1);
  if (!user?.vendorId) throw new Error(`${options.user} has no vendor`);
  const [row] = await db
    .insert(applications)
    .values({
      ...statusColumns(options.status ?? 'Approved'),
      vendorId: user.vendorId,
      createdBy: user.id,
      applicationType: 'Finance',
      description: 'Heat pump and installation',
      firstName: 'Jordan',
      lastName: 'Whitaker',
      email: 'jordan@example.ca',
      primaryPhone: '(416) 555-0142',
      amountCents: 1_000_000,
      amountApprovedCents: 1_000_000,
      hasCoApplicant: options.coApplicant ? 'Yes' : 'No',
      edgeId: options.edgeId ?? null,
      address1: '12 Elm Street',
      city: 'Toronto',
      province: 'ON',
      postal: 'M4B 1B3',
      country: 'CA',
    })
    .returning({ id: applications.id });
  if (!row) throw new Error('no application');
  if (options.coApplicant)
    await db.insert(coApplicants).values({
      applicationId: row.id,
      firstName: 'Sam',
      lastName: 'Whitaker',
      email: 'sam@example.ca',
      address1: '12 Elm Street',
      city: 'Toronto',
      province: 'ON',
      postal: 'M4B 1B3',
      country: 'CA',
    });
  await db.insert(assets).values({
    applicationId: row.id,
    assetName: '1 Heat pump',
    description: 'Heat pump, 3-ton',
    quantity: 1,
    retailCostCents: 1_000_000,
  });
  if (options.program !== false)
    await db.insert(financingSelections).values({
      applicationId: row.id,
      programId: 194,
      termId: 5,
      deferralPeriod: 'None',
      qtyZeroPayments: 0,
      rate: '9.990',
      financedAmountCents: 1_000_000,
      monthlyPaymentCents: 21_242,
      apr: '9.990',
      leaseDate: '2026-04-08',
      installationDate: '2026-03-30',
      paperOrElectronic: 'paper',
      programType: 'Non-deferred',
      feeCents: 0,
      termMonths: 60,
      paymentCount: 60,
      lastPaymentCents: 21_242,
      firstPaymentDate: '2026-05-08',
      totalOfPaymentsCents: 1_274_520,
      costOfCreditCents: 274_520,
      totalObligationCents: 1_274_520,
    });
  return row.id;
}
