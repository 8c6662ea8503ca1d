// Applications at the end of signing, written straight to the database for the upload and funding tests: the status
// through statusColumns (the signing flow's own tests cover how an application gets there), a loan number, and
// optionally a sealed contract, a financing selection and assets.
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { applications, assets, envelopes, financingSelections, programs, users } from '../db/schema.ts';
import { statusColumns } from '../modules/application-status/application-status.repository.ts';
import type { createTestApp } from './test-app.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

export interface SignedOptions {
  user: string;
  status?: string;
  province?: string;
  country?: string;
  /** Financed amount in cents (with a financing selection, a sealed contract and two assets). */
  financedCents?: number;
  /** Leaves the second asset without a serial number. */
  missingSerial?: boolean;
  /** When the customer signed (the cooling-off period counts from it). */
  signedAt?: Date;
}

/** A one-page PDF with a line of text: a contract, a certificate or a test document. */
export async function onePagePdf(text: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  page.drawText(text, { x: 72, y: 700, size: 14, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await pdf.save());
}

export async function signedApplication(app: App, options: SignedOptions): Promise<string> {
  const { db } = app.database;
  const [user] = await db.select().from(users).where(eq(users.userName, options.user)).limit(1);
  if (!user?.vendorId) throw new Error(`${options.user} has no vendor`);
  const financed = options.financedCents ?? 512_345;
  const [row] = await db
    .insert(applications)
    .values({
      ...statusColumns(options.status ?? 'Signatures Received'),
      vendorId: user.vendorId,
      createdBy: user.id,
      edgeId: `T${randomInt(1_000_000, 9_999_999)}`,
      applicationType: 'Finance',
      description: 'Furnace and installation',
      firstName: 'Robin',
      lastName: 'Fixture',
      email: 'robin@example.com',
      amount: financed,
      amountApproved: financed,
      province: options.province ?? 'ON',
      country: options.country ?? 'CA',
      city: 'Toronto',
      isDocSigned: true,
    })
    .returning({ id: applications.id });
  if (!row) throw new Error('no application');
  const id = row.id;
  const [program] = await db.select({ id: programs.id }).from(programs).limit(1);
  if (program)
    await db.insert(financingSelections).values({
      applicationId: id,
      programId: program.id,
      termId: 1,
      financedAmount: financed,
      paperOrElectronic: 'paper',
    });
  await db.insert(assets).values([
    {
      applicationId: id,
      assetName: '1 Furnace',
      description: 'Furnace',
      quantity: 1,
      serialNumber: 'SN-1',
      retailCost: financed - 10_000,
    },
    {
      applicationId: id,
      assetName: '1 Thermostat',
      description: 'Thermostat',
      quantity: 1,
      serialNumber: options.missingSerial ? null : 'SN-2',
      retailCost: 10_000,
    },
  ] as (typeof assets.$inferInsert)[]);
  const signedKey = `contracts/${id}/signed.pdf`;
  await app.services.storage.write(signedKey, await onePagePdf(`Signed contract ${id}`), 'application/pdf');
  const signedAt = options.signedAt ?? new Date();
  await db.insert(envelopes).values({
    applicationId: id,
    status: 'completed',
    customerSignMethod: 'Embed',
    signedDocumentKey: signedKey,
    completedAt: signedAt,
  } as typeof envelopes.$inferInsert);
  return id;
}
