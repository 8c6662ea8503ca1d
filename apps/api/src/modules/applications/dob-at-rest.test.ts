// Issue 15 item 15: the date of birth is stored encrypted (as the SIN), answered in clear to its owner only, read by
// the decision in clear, and a date saved in clear before the change is sealed by the start-up conversion.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BureauInquiry } from '../../adapters/bureau/bureau.ts';
import { createSimulatedBureau } from '../../adapters/bureau/simulated-bureau.ts';
import { DEFAULT_THRESHOLDS } from '../../lib/policy-thresholds.ts';
import { createTestApp, DATABASES, login } from '../../test/test-app.ts';
import { createDecisionsRepository } from '../decisions/decisions.repository.ts';
import { createDecisionService } from '../decisions/decisions.service.ts';
import { vendorsByIds } from '../users/index.ts';
import { sealClearDatesOfBirth } from './dob-at-rest.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

const step1 = {
  step: '1',
  creditReleaseObtained: 'Yes',
  amount: '9,000.00',
  applicationType: 'Finance',
  description: 'Heat pump',
};
const person = {
  firstName: 'Ingrid',
  lastName: 'Vasquez',
  sin: '046 454 286',
  primaryPhone: '(416) 555-0142',
  businessPhone: '(416) 555-0100',
  email: 'ingrid@example.com',
  employer: 'Acme',
};
const address = {
  country: 'CA',
  address1: '3 Front St W',
  city: 'Toronto',
  province: 'ON',
  postal: 'M5J 1E6',
  titleOwner: 'Own',
  yearsAtCurHouse: 7,
};
const APPLICANT_DOB = { us: '04/15/1980', iso: '1980-04-15' };
const CO_DOB = { us: '11/03/1977', iso: '1977-11-03' };
/** Every way the two dates could show in a stored row: ISO, US, digits only, and PostgreSQL's date output. */
const CLEAR_FORMS = [
  '1980-04-15',
  '04/15/1980',
  '04151980',
  '19800415',
  '1977-11-03',
  '11/03/1977',
  '19771103',
];

describe.each(DATABASES)('the date of birth at rest, on %s', (kind) => {
  let app: App;
  let token = '';
  beforeAll(async () => {
    app = await createTestApp(kind);
    token = await login(app, 'demo.external');
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object, user = token) =>
    app.inject({ method, url, payload, headers: { authorization: user, 'accept-language': 'en' } });

  /** A complete application with a co-applicant, both with a date of birth, saved through the API. */
  async function applicationWithCoApplicant() {
    const created = (await call('POST', '/api/applications/save', { id: 'new', ...step1 })).json();
    let version = created.version;
    for (const step of [
      { step: '3-1', ...person, dob: APPLICANT_DOB.us },
      { step: '3-2', ...address },
      { ...step1, hasCoApplicant: 'Yes' },
    ]) {
      const res = await call('POST', '/api/applications/save', { id: created.id, version, ...step });
      expect(res.statusCode, res.body).toBe(200);
      version = res.json().version;
    }
    for (const step of [
      {
        step: '1',
        ...person,
        firstName: 'Tomas',
        dob: CO_DOB.us,
        sin: '',
        creditReleaseObtained: 'Yes',
        isImmediateFamily: 'Yes',
        coborrowerRelationship: 'spouse',
      },
      { step: '2', ...address },
    ]) {
      const res = await call('POST', '/api/applications/save-co-applicant', {
        id: created.id,
        version,
        ...step,
      });
      expect(res.statusCode, res.body).toBe(200);
      version = res.json().version;
    }
    return created.id as string;
  }

  /** The stored rows as PostgreSQL returns them, every column as text: what a database dump would show. */
  async function rawRows(id: string) {
    const applicant = await app.database.executeSql(
      'select row_to_json(a)::text as row, a.dob::text as clear, a.dob_encrypted as sealed from applications a where id = $1',
      [id],
    );
    const co = await app.database.executeSql(
      'select row_to_json(c)::text as row, c.dob::text as clear, c.dob_encrypted as sealed from co_applicants c where application_id = $1',
      [id],
    );
    return { applicant: applicant.rows[0] ?? {}, co: co.rows[0] ?? {} };
  }

  it('stores no clear date of birth, applicant nor co-applicant, and answers both to the owner', async () => {
    const id = await applicationWithCoApplicant();
    const { applicant, co } = await rawRows(id);
    for (const row of [applicant, co]) {
      expect(row.clear).toBeNull();
      expect(row.sealed).toMatch(/^[\w+/=]+\.[\w+/=]+\.[\w+/=]+$/);
      for (const form of CLEAR_FORMS) expect(String(row.row)).not.toContain(form);
    }
    expect(app.sinCipher.decrypt(String(applicant.sealed))).toBe(APPLICANT_DOB.iso);
    expect(app.sinCipher.decrypt(String(co.sealed))).toBe(CO_DOB.iso);

    const got = await call('GET', `/api/applications/get/${id}`);
    expect(got.statusCode).toBe(200);
    expect(got.json().application.dob).toBe(APPLICANT_DOB.us);
    expect(got.json().coApplicant.dob).toBe(CO_DOB.us);
    expect(got.body).not.toContain(String(applicant.sealed));
    const other = await call(
      'GET',
      `/api/applications/get/${id}`,
      undefined,
      await login(app, 'demo.quebec'),
    );
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain(APPLICANT_DOB.us);
  });

  it('keeps the search and the submit check as they were: names found, ages checked from the decrypted date', async () => {
    const id = await applicationWithCoApplicant();
    const found = await call('GET', '/api/applications/search?status=all&q=vasquez');
    expect(found.json().results.map((row: { id: string }) => row.id)).toContain(id);
    const byDate = await call('GET', '/api/applications/search?status=all&q=1980');
    expect(byDate.json().results.map((row: { id: string }) => row.id)).not.toContain(id);

    // The full check at submit validates the ages (16 to 120) from the decrypted dates: both pass.
    const submitted = await call('GET', `/api/applications/submit/${id}`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ status: 'SubmittedToCredit', dob: APPLICANT_DOB.us });
  });

  it('gives the bureau (and so the policy) the decrypted dates of both applicants', async () => {
    const id = await applicationWithCoApplicant();
    const submitted = await call('GET', `/api/applications/submit/${id}`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const [row] = await app.database
      .executeSql('select submission_id from applications where id = $1', [id])
      .then((r) => r.rows);
    const inquiries: BureauInquiry[] = [];
    const simulated = createSimulatedBureau({ dataKey: Buffer.alloc(32, 3) });
    const service = createDecisionService({
      decisions: createDecisionsRepository(app.database.db),
      applications: app.services.applicationsRepository,
      vendorById: async (id: number) => (await vendorsByIds(app.database.db, [id]))[0],
      status: app.services.status,
      bureau: {
        pull(inquiry) {
          inquiries.push(inquiry);
          return simulated.pull(inquiry);
        },
      },
      cipher: app.sinCipher,
      thresholds: DEFAULT_THRESHOLDS,
      log: app.log,
    });
    await service.decide({ applicationId: id, submissionId: String(row?.submission_id) });
    expect(inquiries.map((inquiry) => [inquiry.firstName, inquiry.dob, inquiry.sin])).toEqual([
      ['Ingrid', APPLICANT_DOB.iso, '046454286'],
      ['Tomas', CO_DOB.iso, undefined],
    ]);
    const status = await call('GET', `/api/application/status/${id}`);
    expect(status.json().status).not.toBe('SubmittedToCredit');
  });

  it('seals a date stored in clear before the change, once, and answers it as before', async () => {
    const id = await applicationWithCoApplicant();
    // As a row saved before decision 023 holds it: the date in the old column, nothing sealed.
    await app.database.executeSql(
      `update applications set dob = '1969-07-20', dob_encrypted = null where id = $1`,
      [id],
    );
    await app.database.executeSql(
      `update co_applicants set dob = '1971-02-28', dob_encrypted = null where application_id = $1`,
      [id],
    );
    const before = await call('GET', `/api/applications/get/${id}`);
    expect(before.json().application.dob).toBeNull();

    expect(await sealClearDatesOfBirth(app.services.applicationsRepository, app.sinCipher)).toBe(2);
    const { applicant, co } = await rawRows(id);
    expect([applicant.clear, co.clear]).toEqual([null, null]);
    expect(app.sinCipher.decrypt(String(applicant.sealed))).toBe('1969-07-20');
    expect(app.sinCipher.decrypt(String(co.sealed))).toBe('1971-02-28');
    const after = await call('GET', `/api/applications/get/${id}`);
    expect(after.json().application.dob).toBe('07/20/1969');
    expect(after.json().coApplicant.dob).toBe('02/28/1971');
    expect(await sealClearDatesOfBirth(app.services.applicationsRepository, app.sinCipher)).toBe(0);
  });
});
