// Issue 22 items 4, 5, 7 and 9: combine and submit names a stored document that does not combine (it answered 500) and
// refuses a package whose documents changed while it was combined; a lone surrogate in any free text answers a 400 in
// the request's language (it answered 500 where the text reached the audit's jsonb); funding an application the
// lender already decided answers a 409 saying so (it answered 404 'Couldn't fetch the application').
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, decisions, events, fundingPackages, uploads } from '../../db/schema.ts';
import { onePagePdf, signedApplication, submitPackage, uploadFile } from '../../test/funding-fixtures.ts';
import { callerFor, createTestApp, DATABASES, login } from '../../test/test-app.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

const jpeg = () =>
  sharp({ create: { width: 80, height: 40, channels: 3, background: '#36c' } })
    .jpeg()
    .toBuffer();

const BROKEN_EN =
  'This value contains a broken character (half of an emoji or symbol). Remove it and type it again.';
const BROKEN_FR =
  'Cette valeur contient un caractère brisé (la moitié d’un émoji ou d’un symbole). Retirez-le et tapez-le de nouveau.';

describe.each(DATABASES)('funding and underwriter refusals on %s', (kind) => {
  let app: App;
  const now = Date.parse('2026-03-20T15:00:00Z');
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    app = await createTestApp(kind, { clock: () => new Date(now) });
    for (const user of ['demo.external', 'demo.underwriter']) tokens[user] = await login(app, user);
  });
  afterAll(() => app.close());

  const call = callerFor(() => app, tokens);
  const statusOf = async (id: string) =>
    (await app.database.db.select().from(applications).where(eq(applications.id, id)))[0]?.status;
  const auditOf = async (id: string) =>
    (await app.database.db.select().from(events).where(eq(events.applicationId, id))).map((e) => e.type);

  const token = () => tokens['demo.external'] ?? '';
  const send = (id: string, lang = 'en') =>
    call(
      'demo.external',
      'GET',
      `/doc-api/applications/send-to-edge/${id}?billOfSaleAmount=5123.45`,
      undefined,
      lang,
    );
  const packagesOf = (id: string) =>
    app.database.db.select().from(fundingPackages).where(eq(fundingPackages.applicationId, id));

  /** A signed application with its paper certificate and the given documents uploaded, not yet submitted. */
  async function readyApplication(types: string[]) {
    const id = await signedApplication(app, {
      user: 'demo.external',
      signedAt: new Date('2026-03-01T18:00:00Z'),
    });
    await call('demo.external', 'POST', `/api/get-completion-certificate/${id}`, {
      installerName: 'Alex Installer',
      installerEmail: 'alex@install.example',
      installerCompany: 'Install Co',
      method: 'paper',
    });
    for (const type of types)
      expect((await uploadFile(app, token(), id, type, await onePagePdf(type))).statusCode).toBe(200);
    return id;
  }

  async function submitted() {
    const id = await signedApplication(app, {
      user: 'demo.external',
      signedAt: new Date('2026-03-01T18:00:00Z'),
    });
    await submitPackage(app, tokens['demo.external'] ?? '', id);
    return id;
  }

  it('answers combine-and-submit with a 422 naming a stored document that does not combine, then takes it again', async () => {
    const id = await readyApplication(['billOfSale', 'warrantyInfo']);
    // A file stored before uploads were read whole: only its first bytes were checked.
    const key = `applications/${id}/voidCheque/legacy.jpg`;
    await app.services.storage.write(key, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'image/jpeg');
    await app.database.db.insert(uploads).values({
      applicationId: id,
      uploadType: 'voidCheque',
      contentType: 'image/jpeg',
      fileName: 'cheque-scan.jpg',
      storageKey: key,
      size: 6,
      status: 'stored',
      storedAt: new Date('2026-03-19T12:00:00Z'),
    });
    const en = await send(id);
    expect(en.statusCode).toBe(422);
    expect(en.json().errorMessage).toBe(
      'Void cheque: the file cheque-scan.jpg cannot be read, so the package cannot be combined. Upload this document again, then combine and submit.',
    );
    expect((await send(id, 'fr')).json().errorMessage).toBe(
      'Chèque annulé\u00a0: le fichier cheque-scan.jpg est illisible, le dossier ne peut donc pas être combiné. Téléversez ce document de nouveau, puis combinez et soumettez.',
    );
    expect(await packagesOf(id)).toEqual([]);
    expect(await statusOf(id)).toBe('Signatures Received');
    const again = await uploadFile(app, token(), id, 'voidCheque', await jpeg(), {
      fileName: 'cheque.jpg',
      contentType: 'image/jpeg',
    });
    expect(again.statusCode).toBe(200);
    const sent = await send(id);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ result: 'Success', pages: 5 });
  });

  it('refuses a submission whose documents changed while the package was being combined', async () => {
    const id = await readyApplication(['billOfSale', 'voidCheque', 'warrantyInfo']);
    const target = (
      await call('demo.external', 'POST', `/doc-api/applications/upload-to-s3/${id}`, {
        uploadType: 'billOfSale',
        fileName: 'bill-v2.pdf',
        contentType: 'application/pdf',
      })
    ).json<{ url: string; headers: Record<string, string> }>();
    // The bill of sale is replaced while the package reads the contract, after it listed the documents to combine.
    const storage = app.services.storage;
    const read = storage.read;
    let replaced: { statusCode: number } | undefined;
    storage.read = async (key) => {
      if (key.startsWith('contracts/') && !replaced)
        replaced = await app.inject({
          method: 'PUT',
          url: target.url,
          payload: await onePagePdf('Bill of sale, second version'),
          headers: target.headers,
        });
      return read(key);
    };
    let res: Awaited<ReturnType<typeof send>>;
    try {
      res = await send(id);
    } finally {
      storage.read = read;
    }
    expect(replaced?.statusCode).toBe(200);
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMessage).toBe(
      'A document was replaced while the package was being combined. Combine and submit again.',
    );
    expect(await packagesOf(id)).toEqual([]);
    const again = await send(id);
    expect(again.statusCode, again.body).toBe(200);
  });

  it("answers a lone surrogate in the lender's missing-documents note with a 400, in both languages, changing nothing", async () => {
    const id = await submitted();
    for (const note of ['\ud800', 'The cheque \udc00 is unreadable', 'end \ud83d']) {
      const res = await call('demo.underwriter', 'POST', `/api/underwriter/funding/${id}`, {
        decision: 'missingDocuments',
        note,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual({ note: BROKEN_EN });
    }
    const fr = await call(
      'demo.underwriter',
      'POST',
      `/api/underwriter/funding/${id}`,
      { decision: 'missingDocuments', note: '\ud800' },
      'fr',
    );
    expect(fr.statusCode).toBe(400);
    expect(fr.json().errorMessage).toBe(`La requête n’est pas valide\u00a0: note: ${BROKEN_FR}`);
    expect(await statusOf(id)).toBe('Documents Submitted');
    expect(await auditOf(id)).not.toContain('funding.missingDocuments');
    // A whole emoji is a character like any other: the note is kept as written.
    const emoji = await call('demo.underwriter', 'POST', `/api/underwriter/funding/${id}`, {
      decision: 'missingDocuments',
      note: 'The cheque is blurred 😕',
    });
    expect(emoji.json()).toEqual({ status: 'Missing Documents' });
    const status = (
      await call('demo.external', 'GET', `/doc-api/applications/check-upload-status/${id}`)
    ).json();
    expect(status.missingDocumentsNote).toBe('The cheque is blurred 😕');
  });

  it("answers a lone surrogate in the underwriter's decision note with a 400, recording no decision", async () => {
    const id = await signedApplication(app, { user: 'demo.external', status: 'Pending' });
    const res = await call('demo.underwriter', 'POST', `/api/underwriter/decide/${id}`, {
      decision: 'approve',
      note: 'Verified by phone \udfff',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual({ note: BROKEN_EN });
    expect(await statusOf(id)).toBe('Pending');
    expect(await app.database.db.select().from(decisions).where(eq(decisions.applicationId, id))).toEqual([]);
  });

  it("answers a lone surrogate in a dealer's free text with a 400 naming the field", async () => {
    const save = await call('demo.external', 'POST', '/api/applications/save', {
      id: 'new',
      step: '1',
      creditReleaseObtained: 'Yes',
      amount: '8,000',
      applicationType: 'Finance',
      description: 'Water heater \ud800',
    });
    expect(save.statusCode, save.body).toBe(400);
    expect(save.json().errors).toEqual({ description: BROKEN_EN });
    expect(save.json().errorMessage).toBe(`The request is not valid: description: ${BROKEN_EN}`);
  });

  it('answers funding an application the lender already decided with a 409 saying so, in both languages', async () => {
    const id = await submitted();
    const funded = await call('demo.underwriter', 'POST', `/api/underwriter/funding/${id}`, {
      decision: 'fund',
      fundingDate: '2026-03-12',
    });
    expect(funded.json()).toEqual({ status: 'Booked' });
    const again = await call('demo.underwriter', 'POST', `/api/underwriter/funding/${id}`, {
      decision: 'fund',
      fundingDate: '2026-03-13',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMessage).toBe(
      "The lender already reviewed this package: the application's status is Booked.",
    );
    const fr = await call(
      'demo.underwriter',
      'POST',
      `/api/underwriter/funding/${id}`,
      { decision: 'missingDocuments', note: 'late' },
      'fr',
    );
    expect(fr.statusCode).toBe(409);
    expect(fr.json().errorMessage).toBe(
      'Le prêteur a déjà examiné ce dossier\u00a0: le statut de la demande est Financée.',
    );
    expect(await statusOf(id)).toBe('Booked');
    expect((await auditOf(id)).filter((t) => t === 'funding.fund')).toHaveLength(1);

    // Asked for documents, the package waits for the dealer: deciding it again says so too.
    const asked = await submitted();
    await call('demo.underwriter', 'POST', `/api/underwriter/funding/${asked}`, {
      decision: 'missingDocuments',
      note: 'The cheque is unreadable.',
    });
    const twice = await call('demo.underwriter', 'POST', `/api/underwriter/funding/${asked}`, {
      decision: 'fund',
      fundingDate: '2026-03-12',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errorMessage).toBe(
      "The lender already reviewed this package: the application's status is Missing documents.",
    );
  });

  it('still answers 404 for an id the lender has no package of, as for an unknown one', async () => {
    const draft = await signedApplication(app, { user: 'demo.external', status: 'Incomplete' });
    for (const id of [draft, '00000000-0000-4000-8000-000000000000']) {
      const res = await call('demo.underwriter', 'POST', `/api/underwriter/funding/${id}`, {
        decision: 'fund',
        fundingDate: '2026-03-12',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().errorMessage).toBe("Couldn't fetch the application");
    }
  });
});
