// Issue 25: the second look. A lender's decline goes, on the dealer's submit and with a consent naming the partner, to
// the second-look partner, whose answer is stored beside the lender's and closes like any approval.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerSubmission, SecondLookPartner } from '../../adapters/partner/partner.ts';
import { createSimulatedPartner } from '../../adapters/partner/simulated-partner.ts';
import { applications, coApplicants, decisions, events } from '../../db/schema.ts';
import { guardFactReaders } from '../../services.ts';
import { createTestApp, DATABASES, login } from '../../test/test-app.ts';
import {
  createApplicationStatusRepository,
  statusColumns,
} from '../applications/application-status.repository.ts';
import { createApplicationStatus } from '../applications/application-status.service.ts';
import { createApplicationsRepository } from '../applications/applications.repository.ts';
import { createAuditRepository } from '../audit/audit.repository.ts';
import { vendorsByIds } from '../users/index.ts';
import { createDecisionsRepository } from './decisions.repository.ts';
import { createSecondLookService } from './second-look.service.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

const person = (lastName: string) => ({
  firstName: 'Alex',
  lastName,
  dob: '04/15/1980',
  sin: '046 454 286',
  primaryPhone: '(416) 555-0199',
  businessPhone: '(416) 555-0100',
  email: 'alex@example.com',
  employer: 'Acme',
});
const address = {
  country: 'CA',
  address1: '1 King St W',
  city: 'Toronto',
  province: 'ON',
  postal: 'M5H 1A1',
  titleOwner: 'Own',
  yearsAtCurHouse: 4,
};

describe.each(DATABASES)('the second look on %s', (kind) => {
  let app: App;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    app = await createTestApp(kind, { env: { JOBS: '1', PARTNER_ANSWER_WAIT_MS: '0' } });
    for (const user of ['demo.external', 'demo.quebec']) tokens[user] = await login(app, user);
  });
  afterAll(() => app.close());

  const call = (user: string, url: string, payload?: object) =>
    app.inject({
      method: payload ? 'POST' : 'GET',
      url,
      payload,
      headers: { authorization: tokens[user] ?? '' },
    });
  const event = (id: string, eventId: string, user = 'demo.external') =>
    call(user, `/api/application/event/${id}?eventId=${eventId}`);

  /** An application of demo.external submitted and decided by the lender. */
  async function decidedByLender(lastName: string, amount = '10,000.00') {
    let res = await call('demo.external', '/api/applications/save', {
      id: 'new',
      step: '1',
      creditReleaseObtained: 'Yes',
      amount,
      applicationType: 'Finance',
      description: 'Furnace',
    });
    for (const step of [
      { step: '3-1', ...person(lastName) },
      { step: '3-2', ...address },
    ]) {
      res = await call('demo.external', '/api/applications/save', {
        id: res.json().id,
        version: res.json().version,
        ...step,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const id = res.json().id as string;
    await call('demo.external', `/api/applications/submit/${id}`);
    return { id, status: await statusAfter(id, ['SubmittedToCredit']) };
  }

  /** The status once it leaves the ones given (the job's work), within 20 s. */
  async function statusAfter(id: string, waiting: readonly string[]): Promise<string> {
    for (let i = 0; i < 200; i++) {
      const { status } = (await call('demo.external', `/api/application/status/${id}`)).json();
      if (!waiting.includes(status)) return status;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`still ${waiting.join(' or ')} after 20 s`);
  }

  const decisionsOf = (id: string) =>
    app.database.db.select().from(decisions).where(eq(decisions.applicationId, id));

  it.each([
    ['Secondlook', 'KamselApproved', 10_000],
    ['Secondlesser', 'KamselApproved', 5_000],
    ['Decline', 'KamselDeclined', null],
  ])('answers the test identity %s: %s (%s)', async (lastName, outcome, approved) => {
    const { id, status } = await decidedByLender(lastName);
    expect(status).toBe('Not Approved');
    const before = (await call('demo.external', `/api/applications/get/${id}`)).json();
    expect(before.permissions.submitToKamsel).toEqual({
      en: 'Submit for a Second Look',
      fr: 'Soumettre pour un second regard',
    });
    // A consent given on today's text names the partner: no fresh consent is needed.
    expect(before.secondLook).toEqual({ creditor: 'lender', consentCoversPartner: true });

    const sent = await event(id, 'submitToKamsel');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ status: 'SubmittedToKamsel', redirect: 'kamsel' });
    expect(await statusAfter(id, ['SubmittedToKamsel', 'KamselPending'])).toBe(outcome);

    const got = (await call('demo.external', `/api/applications/get/${id}`)).json();
    expect(got.application.amountApproved).toBe(approved);
    expect(got.secondLook.creditor).toBe('partner');
    if (approved) expect(got.application.edgeId).toMatch(/^C\d{7}$/);
    // The partner's decision beside the lender's, each saying who decided.
    const records = await decisionsOf(id);
    expect(records.map((r) => [r.decider, r.outcome]).sort()).toEqual([
      ['lender', 'Not Approved'],
      ['partner', outcome],
    ]);
    const audit = await app.database.db.select().from(events).where(eq(events.applicationId, id));
    const types = audit.map((e) => e.type);
    expect(types).toEqual(
      expect.arrayContaining(['application.submitToKamsel', 'secondLook.acknowledged', 'secondLook.decided']),
    );
    // The dashboard counts it in the Kamsel group, and the kamsel list shows it.
    const list = (await call('demo.external', '/api/applications/search?status=kamsel')).json();
    expect(list.results.map((r: { id: string }) => r.id)).toContain(id);
  });

  it("offers the partner's programs alone on a partner's deal, and refuses the lender's", async () => {
    const { id } = await decidedByLender('Secondlook');
    await event(id, 'submitToKamsel');
    expect(await statusAfter(id, ['SubmittedToKamsel', 'KamselPending'])).toBe('KamselApproved');
    const programs = (await call('demo.external', `/api/programs?id=${id}`)).json().programs;
    expect(Object.keys(programs).sort()).toEqual(['301', '302']);
    const lenderProgram = await call(
      'demo.external',
      `/api/program/options?programId=194&id=${id}&amount=5000`,
    );
    expect(lenderProgram.statusCode).toBe(404);
    const partnerProgram = await call(
      'demo.external',
      `/api/program/options?programId=301&id=${id}&amount=5000`,
    );
    expect(partnerProgram.statusCode, partnerProgram.body).toBe(200);
    // Without an application (the calculator's amount alone) the partner's programs are not offered.
    expect((await call('demo.external', '/api/program/options?programId=301&amount=5000')).statusCode).toBe(
      404,
    );
  });

  it("offers no partner's program on a lender's deal", async () => {
    const { id, status } = await decidedByLender('Brown');
    expect(status).toBe('Approved');
    const programs = (await call('demo.external', `/api/programs?id=${id}`)).json().programs;
    expect(Object.keys(programs)).not.toContain('301');
    expect(Object.keys(programs)).toContain('194');
  });

  it('refuses a second look from an approval, a bureau without a file, a draft, twice, or by another vendor', async () => {
    const approved = await decidedByLender('Brown');
    const noFile = await decidedByLender('Nohit');
    expect(noFile.status).toBe('Bureau Not Found');
    for (const id of [approved.id, noFile.id]) {
      const refused = await event(id, 'submitToKamsel');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errorMessage).toBe(
        'This action is not available for this application in its current status.',
      );
      const permissions = (await call('demo.external', `/api/application/permissions/${id}`)).json();
      expect(permissions.permissions.submitToKamsel).toBeUndefined();
    }
    const draft = await call('demo.external', '/api/applications/save', {
      id: 'new',
      step: '1',
      creditReleaseObtained: 'Yes',
      amount: '1,000.00',
      applicationType: 'Finance',
      description: 'Draft',
    });
    expect((await event(draft.json().id, 'submitToKamsel')).statusCode).toBe(409);

    const declined = await decidedByLender('Secondlook');
    expect((await event(declined.id, 'submitToKamsel', 'demo.quebec')).statusCode).toBe(404);
    expect((await event(declined.id, 'submitToKamsel')).statusCode).toBe(200);
    expect((await event(declined.id, 'submitToKamsel')).statusCode).toBe(409);
    expect(await statusAfter(declined.id, ['SubmittedToKamsel', 'KamselPending'])).toBe('KamselApproved');
    expect((await decisionsOf(declined.id)).filter((d) => d.decider === 'partner')).toHaveLength(1);
  });

  it('asks a fresh consent, of both applicants, when the one on file did not name the partner', async () => {
    const { id } = await decidedByLender('Secondlook');
    const { db } = app.database;
    // Given before the text named the partner (version 1), and a co-applicant's alike.
    await db
      .update(applications)
      .set({ consentVersion: 1, hasCoApplicant: 'Yes' })
      .where(eq(applications.id, id));
    await db.insert(coApplicants).values({
      applicationId: id,
      firstName: 'Sam',
      lastName: 'Secondlook',
      creditReleaseObtained: 'Yes',
      consentVersion: 1,
    });
    const got = (await call('demo.external', `/api/applications/get/${id}`)).json();
    expect(got.secondLook.consentCoversPartner).toBe(false);
    const refused = await event(id, 'submitToKamsel');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorMessage).toMatch(/does not name our second-look partner/);
    expect(refused.json().code).toBe('PARTNER_CONSENT_NEEDED');
    expect(
      (await call('demo.external', `/api/applications/partner-consent/${id}`, { applicant: 'Yes' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('demo.external', `/api/applications/partner-consent/${id}`, { applicant: 'No' }))
        .statusCode,
    ).toBe(400);
    const other = await call('demo.quebec', `/api/applications/partner-consent/${id}`, {
      applicant: 'Yes',
      coApplicant: 'Yes',
    });
    expect(other.statusCode).toBe(404);
    const given = await call('demo.external', `/api/applications/partner-consent/${id}`, {
      applicant: 'Yes',
      coApplicant: 'Yes',
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(
      (await call('demo.external', `/api/applications/get/${id}`)).json().secondLook.consentCoversPartner,
    ).toBe(true);
    expect((await event(id, 'submitToKamsel')).statusCode).toBe(200);
    const audit = await db.select().from(events).where(eq(events.applicationId, id));
    expect(audit.find((e) => e.type === 'consent.partner')?.detail).toMatchObject({
      version: 2,
      coApplicant: true,
    });
  });

  it('sends the customer to the partner after the submit only, and a partner outage loses and doubles nothing', async () => {
    const { db } = app.database;
    const sent: PartnerSubmission[] = [];
    let down = true;
    const simulated = createSimulatedPartner({ dataKey: Buffer.alloc(32, 9) });
    const partner: SecondLookPartner = {
      async submit(submission) {
        if (down) throw new Error('partner gateway answered HTTP 503');
        sent.push(submission);
        return simulated.submit(submission);
      },
      answer: (submission) => simulated.answer(submission),
    };
    const service = createSecondLookService({
      decisions: createDecisionsRepository(db),
      applications: createApplicationsRepository(db),
      vendorById: async (vendorId) => (await vendorsByIds(db, [vendorId]))[0],
      status: createApplicationStatus({
        repository: createApplicationStatusRepository(db, guardFactReaders),
        audit: createAuditRepository(db),
      }),
      partner,
      cipher: app.sinCipher,
      answerWaitMs: 0,
      log: app.log,
    });
    const { id } = await decidedByLender('Secondlesser');
    const [declined] = await db.select().from(applications).where(eq(applications.id, id));
    // Before the submit: a job for it (a forged or stale one) sends nothing.
    await service.run({ applicationId: id, submissionId: declined?.submissionId ?? '', reason: 'forged' });
    expect(sent).toHaveLength(0);

    // Submitted with the queue's own job held back: this service runs it, as a worker would.
    await db
      .update(applications)
      .set({ ...statusColumns('SubmittedToKamsel'), submissionId: randomUUID() })
      .where(eq(applications.id, id));
    const [row] = await db.select().from(applications).where(eq(applications.id, id));
    const job = { applicationId: id, submissionId: row?.submissionId ?? '', reason: 'submit' };
    await expect(service.run(job)).rejects.toThrow('HTTP 503');
    const [still] = await db.select().from(applications).where(eq(applications.id, id));
    expect(still?.status).toBe('SubmittedToKamsel');
    await expect(service.unanswered()).resolves.toContainEqual({
      applicationId: id,
      submissionId: job.submissionId,
    });

    down = false;
    await Promise.all([service.run(job), service.run({ ...job, reason: 'sweep-1' })]);
    const [answered] = await db.select().from(applications).where(eq(applications.id, id));
    expect(answered?.status).toBe('KamselApproved');
    expect(answered?.amountApprovedCents).toBe(500_000);
    expect((await decisionsOf(id)).filter((d) => d.decider === 'partner')).toHaveLength(1);
    // What the partner got: the applicant with the SIN and date of birth, under this second look's id.
    expect(sent[0]).toMatchObject({
      submissionId: job.submissionId,
      requestedCents: 1_000_000,
      applicant: { lastName: 'Secondlesser', dob: '1980-04-15', sin: '046454286' },
    });
    expect(new Set(sent.map((s) => s.submissionId)).size).toBe(1);
    await service.run(job);
    expect((await decisionsOf(id)).filter((d) => d.decider === 'partner')).toHaveLength(1);
  });

  it('clears the second look on a re-submit: the lender decides afresh, on a consent asked again', async () => {
    const { id } = await decidedByLender('Decline');
    await event(id, 'submitToKamsel');
    expect(await statusAfter(id, ['SubmittedToKamsel', 'KamselPending'])).toBe('KamselDeclined');
    const back = await event(id, 'resubmit');
    expect(back.json().status).toBe('Incomplete');
    const [row] = await app.database.db.select().from(applications).where(eq(applications.id, id));
    expect(row).toMatchObject({ creditor: 'lender', consentVersion: null, creditReleaseObtained: null });
  });
});
