// Issue 22 items 7 and 9: a lone surrogate in any free text answers a 400 in the request's language (it answered 500
// where the text reached the audit's jsonb), and funding an application the lender already decided answers a 409
// saying so (it answered 404 'Couldn't fetch the application').
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, decisions, events } from '../../db/schema.ts';
import { signedApplication, submitPackage } from '../../test/funding-fixtures.ts';
import { callerFor, createTestApp, DATABASES, login } from '../../test/test-app.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

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

  async function submitted() {
    const id = await signedApplication(app, {
      user: 'demo.external',
      signedAt: new Date('2026-03-01T18:00:00Z'),
    });
    await submitPackage(app, tokens['demo.external'] ?? '', id);
    return id;
  }

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
