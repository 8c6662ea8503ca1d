import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, events } from '../../db/schema.ts';
import { callerFor, createTestApp, DATABASES, login } from '../../test/test-app.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

const step1 = {
  step: '1',
  creditReleaseObtained: 'Yes',
  amount: '12,500.00',
  applicationType: 'Finance',
  description: 'Furnace',
};
const step31 = {
  step: '3-1',
  firstName: 'Olivia',
  lastName: 'Brown',
  sin: '046 454 286',
  dob: '04/15/1980',
  primaryPhone: '(416) 555-0199',
  businessPhone: '(416) 555-0100 ext. 12',
  email: 'olivia@example.com',
  employer: 'Acme',
};
const step32 = {
  step: '3-2',
  country: 'CA',
  address1: '1 King St W',
  city: 'Toronto',
  province: 'ON',
  postal: 'm5h1a1',
  titleOwner: 'Own',
  yearsAtCurHouse: 4,
};

describe.each(DATABASES)('credit application API on %s', (kind) => {
  let app: App;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    app = await createTestApp(kind);
    for (const user of ['demo.external', 'demo.quebec', 'demo.us', 'demo.internal'])
      tokens[user] = await login(app, user);
  });
  afterAll(() => app.close());

  const call = callerFor(() => app, tokens);
  const save = (user: string, payload: object, lang = 'en') =>
    call(user, 'POST', '/api/applications/save', payload, lang);

  async function newApplication(user = 'demo.external') {
    const res = await save(user, { id: 'new', ...step1 });
    expect(res.statusCode).toBe(200);
    return res.json() as { id: string; version: number };
  }

  async function completeApplication(user = 'demo.external', extra: object = {}) {
    let app1 = await newApplication(user);
    for (const step of [step31, { ...step32, ...extra }]) {
      const res = await save(user, { id: app1.id, version: app1.version, ...step });
      expect(res.statusCode, res.body).toBe(200);
      app1 = res.json();
    }
    return app1;
  }

  it('creates an application from step 1 and answers it, money in dollars', async () => {
    const res = await save('demo.external', { id: 'new', ...step1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'Incomplete',
      amount: 12500,
      applicationType: 'Finance',
      hasCoApplicant: 'No',
      version: 1,
    });
    const [row] = await app.database.db.select().from(applications).where(eq(applications.id, res.json().id));
    expect(row?.amountCents).toBe(1_250_000);
  });

  it('gives each new application a short reference from a sequence, which no save changes (issue 14)', async () => {
    const first = (await save('demo.external', { id: 'new', ...step1 })).json();
    const second = (await save('demo.quebec', { id: 'new', ...step1 })).json();
    expect(first.reference).toMatch(/^R-\d{3}\u00a0\d{3}$/);
    expect(second.reference).not.toBe(first.reference);
    const [row] = await app.database.db.select().from(applications).where(eq(applications.id, second.id));
    expect(second.reference).toBe(`R-${String(row?.reference).replace(/(\d{3})$/, '\u00a0$1')}`);

    const saved = await save('demo.external', {
      id: first.id,
      version: first.version,
      ...step31,
      reference: 'R-1',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().reference).toBe(first.reference);
    const got = await call('demo.external', 'GET', `/api/applications/get/${first.id}`);
    expect(got.json().application).toMatchObject({ reference: first.reference, edgeId: null });
  });

  it.each([
    ['en', 'You must accept the terms', 'This field is required.', 'Enter an amount greater than zero.'],
    [
      'fr',
      'Vous devez accepter les termes',
      'Ce champ est obligatoire.',
      'Entrez un montant supérieur à zéro.',
    ],
  ])('refuses an invalid step 1 with the spec’s messages (%s)', async (lang, terms, required, positive) => {
    const res = await save('demo.external', { step: '1', creditReleaseObtained: 'No', amount: 0 }, lang);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe(
      lang === 'en' ? 'Please review the form for errors.' : 'Veuillez corriger les erreurs du formulaire.',
    );
    expect(res.json().errors).toEqual({
      creditReleaseObtained: terms,
      amount: positive,
      applicationType: required,
      description: required,
    });
  });

  it('encrypts the SIN at rest and never answers it in clear; the masked value keeps it, empty clears it', async () => {
    const created = await newApplication();
    const saved = await save('demo.external', { id: created.id, version: created.version, ...step31 });
    expect(saved.json().sin).toBe('*** *** 286');
    const [row] = await app.database.db.select().from(applications).where(eq(applications.id, created.id));
    expect(row?.sinEncrypted).toBeTruthy();
    expect(JSON.stringify(row)).not.toContain('046454286');
    expect(app.sinCipher.decrypt(row?.sinEncrypted ?? '')).toBe('046454286');

    const kept = await save('demo.external', {
      id: created.id,
      version: saved.json().version,
      ...step31,
      sin: '*** *** 286',
    });
    expect(kept.json().sin).toBe('*** *** 286');
    const got = await call('demo.external', 'GET', `/api/applications/get/${created.id}`);
    // Never the SIN's digits (an id or a time may hold '046' by chance: they are looked for as a SIN's).
    expect(got.body).not.toMatch(/046\D?454/);
    const cleared = await save('demo.external', {
      id: created.id,
      version: kept.json().version,
      ...step31,
      sin: '',
    });
    expect(cleared.json().sin).toBeNull();
  });

  it('detects a concurrent edit and leaves the stored application as it was', async () => {
    const created = await newApplication();
    const first = await save('demo.external', {
      id: created.id,
      version: 1,
      ...step1,
      description: 'First tab',
    });
    expect(first.statusCode).toBe(200);
    const stale = await save('demo.external', {
      id: created.id,
      version: 1,
      ...step1,
      description: 'Second tab',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errorMessage).toMatch(/changed elsewhere/);
    const got = await call('demo.external', 'GET', `/api/applications/get/${created.id}`);
    expect(got.json().application.description).toBe('First tab');
  });

  it('ignores unknown fields and the fields the server owns', async () => {
    const res = await save('demo.external', {
      id: 'new',
      ...step1,
      status: 'Approved',
      amountApproved: 99999,
      edgeId: 'HACK',
      isAdmin: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Incomplete', amountApproved: null, edgeId: null });
  });

  it('refuses what the browser blocks: another country, a province outside the list, a US zip in Canada', async () => {
    const created = await newApplication();
    const res = await save('demo.external', {
      id: created.id,
      version: 1,
      ...step32,
      country: 'USA',
      province: 'QC',
      postal: '10001',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      country: "The country must be the vendor's country.",
      province: 'Choose one of the provinces offered.',
      postal: 'Enter a postal code as A1A 1A1.',
    });
    const got = await call('demo.external', 'GET', `/api/applications/get/${created.id}`);
    expect(got.json().application.version).toBe(1);
  });

  it('takes Quebec addresses from a Quebec vendor and states and zips from a US vendor', async () => {
    const qc = await newApplication('demo.quebec');
    const res = await save('demo.quebec', {
      id: qc.id,
      version: 1,
      ...step32,
      province: 'QC',
      postal: 'H2X 1Y4',
    });
    expect(res.statusCode, res.body).toBe(200);
    const us = await newApplication('demo.us');
    const usRes = await save('demo.us', {
      id: us.id,
      version: 1,
      ...step32,
      country: 'USA',
      province: 'NY',
      postal: '10001-1234',
    });
    expect(usRes.statusCode, usRes.body).toBe(200);
    expect(usRes.json()).toMatchObject({ country: 'US', province: 'NY', postal: '10001-1234' });
  });

  it('saves a draft on Back: empty required fields allowed, bad values still refused', async () => {
    const created = await newApplication();
    const draft = await save('demo.external', {
      id: created.id,
      version: 1,
      step: '3-1',
      mode: 'back',
      firstName: 'Liam',
    });
    expect(draft.statusCode).toBe(200);
    expect(draft.json()).toMatchObject({ firstName: 'Liam', lastName: null });
    const bad = await save('demo.external', {
      id: created.id,
      version: 2,
      step: '3-1',
      mode: 'back',
      email: 'nope',
    });
    expect(bad.json().errors).toEqual({ email: 'Enter a valid e-mail address.' });
  });

  it("answers another vendor's application exactly as a missing one", async () => {
    const created = await newApplication('demo.external');
    const missing = await call(
      'demo.quebec',
      'GET',
      '/api/applications/get/00000000-0000-4000-8000-000000000000',
    );
    const foreign = await call('demo.quebec', 'GET', `/api/applications/get/${created.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    const write = await save('demo.quebec', { id: created.id, version: 1, ...step1 });
    expect(write.statusCode).toBe(404);
    expect((await call('demo.quebec', 'GET', `/api/applications/submit/${created.id}`)).statusCode).toBe(404);
    expect((await call('demo.quebec', 'GET', '/api/applications/get/not-a-uuid')).statusCode).toBe(404);
  });

  it('answers the field errors of a submit per form, and moves a valid application to SubmittedToCredit once', async () => {
    const created = await newApplication();
    const early = await call('demo.external', 'GET', `/api/applications/submit/${created.id}`);
    expect(early.statusCode).toBe(400);
    expect(early.json().errorMessages.application).toMatchObject({
      firstName: 'This field is required.',
      address1: 'This field is required.',
    });
    expect(early.json().errorMessages.coApplicant).toEqual({});

    const complete = await completeApplication();
    const [a, b] = await Promise.all([
      call('demo.external', 'GET', `/api/applications/submit/${complete.id}`),
      call('demo.external', 'GET', `/api/applications/submit/${complete.id}`),
    ]);
    expect(a.json().status).toBe('SubmittedToCredit');
    expect(b.json().status).toBe('SubmittedToCredit');
    const submitted = await app.database.db
      .select()
      .from(events)
      .where(eq(events.applicationId, complete.id));
    expect(submitted.filter((e) => e.type === 'application.submitted')).toHaveLength(1);
    expect(submitted.filter((e) => e.type === 'application.saved')).toHaveLength(2);
    const locked = await save('demo.external', { id: complete.id, version: 4, ...step1 });
    expect(locked.statusCode).toBe(409);
  });

  it('starts a new application with step 1 only, and takes a SIN typed without spaces', async () => {
    const res = await save('demo.external', { id: 'new', ...step31 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ step: 'A new application starts with step 1.' });
    const created = await newApplication();
    const saved = await save('demo.external', { id: created.id, version: 1, ...step31, sin: '046454286' });
    expect(saved.json().sin).toBe('*** *** 286');
  });

  it('keeps what other steps saved when the scan page goes Back or Skips with nothing', async () => {
    const complete = await completeApplication();
    const back = await save('demo.external', {
      id: complete.id,
      version: complete.version,
      step: '2',
      mode: 'back',
    });
    expect(back.statusCode).toBe(200);
    const skip = await save('demo.external', { id: complete.id, version: back.json().version, step: '2' });
    expect(skip.json()).toMatchObject({
      firstName: 'Olivia',
      lastName: 'Brown',
      dob: '04/15/1980',
      city: 'Toronto',
      postal: 'M5H 1A1',
    });
  });

  it('forgets the previous address once the current one is 6 months or more', async () => {
    const recent = await completeApplication('demo.external', { yearsAtCurHouse: 0.25 });
    const withPrevious = await save('demo.external', {
      id: recent.id,
      version: recent.version,
      step: '3-3',
      curAddressLess: 'Yes',
      prevAddress1: '9 Old Rd',
      prevCity: 'Ottawa',
      prevProvince: 'ON',
      prevPostal: 'K1A 0B1',
    });
    expect(withPrevious.json()).toMatchObject({ curAddressLess: 'Yes', prevCity: 'Ottawa' });
    const longer = await save('demo.external', {
      id: recent.id,
      version: withPrevious.json().version,
      ...step32,
      yearsAtCurHouse: 3,
    });
    expect(longer.json()).toMatchObject({
      curAddressLess: 'No',
      prevAddress1: null,
      prevCity: null,
      prevPostal: null,
    });
  });

  it('asks for the previous address when the current one is under 6 months', async () => {
    const recent = await completeApplication('demo.external', { yearsAtCurHouse: 0.25 });
    const res = await call('demo.external', 'GET', `/api/applications/submit/${recent.id}`);
    expect(res.json().errorMessages.application).toEqual({ curAddressLess: 'This field is required.' });
  });

  it('saves the co-applicant and checks it at submit', async () => {
    const created = await completeApplication();
    const missing = await save('demo.external', {
      id: created.id,
      version: created.version,
      ...step1,
      hasCoApplicant: 'Yes',
    });
    const early = await call('demo.external', 'GET', `/api/applications/submit/${created.id}`);
    expect(early.json().errorMessages.coApplicant).toMatchObject({ firstName: 'This field is required.' });
    const co1 = await call('demo.external', 'POST', '/api/applications/save-co-applicant', {
      id: created.id,
      version: missing.json().version,
      ...step31,
      step: '1',
      creditReleaseObtained: 'Yes',
      isImmediateFamily: 'Yes',
      coborrowerRelationship: 'spouse',
      sin: '',
      email: '',
    });
    expect(co1.statusCode, co1.body).toBe(200);
    expect(co1.json().coApplicant).toMatchObject({ firstName: 'Olivia', coborrowerRelationship: 'spouse' });
    const co2 = await call('demo.external', 'POST', '/api/applications/save-co-applicant', {
      id: created.id,
      version: co1.json().version,
      ...step32,
      step: '2',
    });
    expect(co2.statusCode, co2.body).toBe(200);
    const got = await call('demo.external', 'GET', `/api/applications/get/${created.id}`);
    expect(got.json()).toMatchObject({
      status: 'Incomplete',
      coApplicant: { city: 'Toronto', postal: 'M5H 1A1' },
    });
    expect(got.json().permissions.edit).toEqual({ en: 'Edit Application', fr: 'Modifier la demande' });
    const res = await call('demo.external', 'GET', `/api/applications/submit/${created.id}`);
    expect(res.json().status).toBe('SubmittedToCredit');
  });

  it('lists the form options in the request language, for the vendor', async () => {
    const fr = await call('demo.quebec', 'GET', '/api/form-options', undefined, 'fr');
    expect(fr.json().provinces.map((p: { value: string }) => p.value)).toEqual([
      'BC',
      'AB',
      'MB',
      'SK',
      'ON',
      'QC',
    ]);
    expect(fr.json().applicationTypes).toEqual([
      { value: 'Finance', label: 'Financement' },
      { value: 'Rental', label: 'Location' },
    ]);
    const us = await call('demo.us', 'GET', '/api/form-options');
    expect(us.json().countries).toEqual([{ value: 'US', label: 'United States' }]);
    expect(us.json().provinces).toContainEqual({ value: 'NY', label: 'New York' });
    const on = await call('demo.external', 'GET', '/api/form-options');
    expect(on.json().provinces.map((p: { value: string }) => p.value)).not.toContain('QC');
  });
});
