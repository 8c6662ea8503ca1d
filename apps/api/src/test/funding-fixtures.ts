// Applications at the end of signing, written straight to the database for the upload and funding tests: the status
// through statusColumns (the signing flow's own tests cover how an application gets there), a loan number, and
// optionally a sealed contract, a financing selection and assets.
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { applications, assets, envelopes, financingSelections, programs, users } from '../db/schema.ts';
import { statusColumns } from '../modules/applications/application-status.repository.ts';
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
  // No metadata (its dates are text of varying length): the same text makes the same bytes, whenever it is made.
  const pdf = await PDFDocument.create({ updateMetadata: false });
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
      amountCents: financed,
      amountApprovedCents: financed,
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
      financedAmountCents: financed,
      paperOrElectronic: 'paper',
    });
  await db.insert(assets).values([
    {
      applicationId: id,
      assetName: '1 Furnace',
      description: 'Furnace',
      quantity: 1,
      serialNumber: 'SN-1',
      retailCostCents: financed - 10_000,
    },
    {
      applicationId: id,
      assetName: '1 Thermostat',
      description: 'Thermostat',
      quantity: 1,
      serialNumber: options.missingSerial ? null : 'SN-2',
      retailCostCents: 10_000,
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

/** A PUT of one file through the upload calls (upload-to-s3, then its URL): the PUT's answer. */
export async function uploadFile(
  app: App,
  token: string,
  id: string,
  uploadType: string,
  body: Buffer,
  file: { fileName?: string; contentType?: string; lang?: string } = {},
) {
  const target = await app.inject({
    method: 'POST',
    url: `/doc-api/applications/upload-to-s3/${id}`,
    payload: {
      uploadType,
      fileName: file.fileName ?? `${uploadType}.pdf`,
      contentType: file.contentType ?? 'application/pdf',
    },
    headers: { authorization: token },
  });
  if (target.statusCode !== 200) throw new Error(`upload-to-s3: ${target.statusCode} ${target.body}`);
  const { url, headers } = target.json<{ url: string; headers: Record<string, string> }>();
  return app.inject({
    method: 'PUT',
    url,
    payload: body,
    headers: { ...headers, 'accept-language': file.lang ?? 'en' },
  });
}

/**
 * Takes a signed application (signedApplication's) to Documents Submitted through the dealer's calls: the paper
 * certificate, the three required documents, combine and submit at the financed amount.
 */
export async function submitPackage(app: App, token: string, id: string, financedCents = 512_345) {
  const headers = { authorization: token };
  const certificate = await app.inject({
    method: 'POST',
    url: `/api/get-completion-certificate/${id}`,
    payload: {
      installerName: 'Alex Installer',
      installerEmail: 'alex@install.example',
      installerCompany: 'Install Co',
      method: 'paper',
    },
    headers,
  });
  if (certificate.statusCode !== 200) throw new Error(`certificate: ${certificate.body}`);
  for (const type of ['billOfSale', 'voidCheque', 'warrantyInfo']) {
    const put = await uploadFile(app, token, id, type, await onePagePdf(type));
    if (put.statusCode !== 200) throw new Error(`upload ${type}: ${put.body}`);
  }
  const sent = await app.inject({
    method: 'GET',
    url: `/doc-api/applications/send-to-edge/${id}?billOfSaleAmount=${(financedCents / 100).toFixed(2)}`,
    headers,
  });
  if (sent.statusCode !== 200) throw new Error(`send-to-edge: ${sent.statusCode} ${sent.body}`);
}
