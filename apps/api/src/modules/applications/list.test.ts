// The application list's calls (issue 5): search, totals, permissions per status and vendor type, events and
// their redirects, sync, and tenancy.

import {
  GROUPS,
  groupFromSlug,
  groupOf,
  LIST_SLUGS,
  SORT_COLUMNS,
  STATUS_ALIASES,
  STATUSES,
  type Status,
} from '@vp/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, coApplicants, events, users } from '../../db/schema.ts';
import { createTestApp, DATABASES, login } from '../../test/test-app.ts';
import { statusColumns } from './application-status.repository.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;
type Row = Record<string, unknown> & { id: string; status: string };

/** Spec §4 and §6, written out as the spec says them: the oracle for the status table's row actions. */
// Issue 26 adds 'Send to the Customer' to an Incomplete application's actions (the customer's own device).
const EXPECTED_ACTIONS: Partial<Record<Status, { external: string[]; internal: string[] }>> = {
  Incomplete: {
    external: ['edit', 'coborrower', 'sendToCustomer', 'delete', 'cancel'],
    internal: ['edit', 'coborrower', 'sendToCustomer', 'delete', 'cancel'],
  },
  Approved: {
    external: ['resubmit', 'resubmitWithCoApplicant', 'generateContract', 'cancel'],
    internal: ['resubmit', 'resubmitWithCoApplicant', 'cancel'],
  },
  'Approved for Lesser Amount': {
    external: ['resubmit', 'resubmitWithCoApplicant', 'generateContract', 'cancel'],
    internal: ['resubmit', 'resubmitWithCoApplicant', 'cancel'],
  },
  'Waiting for Signature': { external: ['verifySignature', 'cancel'], internal: ['cancel'] },
  'Signatures Received': { external: ['addDocuments', 'cancel'], internal: ['cancel'] },
  'Missing Documents': { external: ['addDocuments', 'cancel'], internal: ['cancel'] },
  ...Object.fromEntries(
    (['Pending', 'Bureau Not Found', 'KamselDeclined'] as const).map((status) => [
      status,
      {
        external: ['resubmit', 'resubmitWithCoApplicant', 'cancel'],
        internal: ['resubmit', 'resubmitWithCoApplicant', 'cancel'],
      },
    ]),
  ),
  // A lender's policy decline may also go to the second-look partner (issue 25).
  ...Object.fromEntries(
    (['Not Approved', 'Declined'] as const).map((status) => [
      status,
      {
        external: ['resubmit', 'resubmitWithCoApplicant', 'submitToKamsel', 'cancel'],
        internal: ['resubmit', 'resubmitWithCoApplicant', 'submitToKamsel', 'cancel'],
      },
    ]),
  ),
  KamselApproved: {
    external: ['resubmit', 'resubmitWithCoApplicant', 'generateContract', 'cancel'],
    internal: ['resubmit', 'resubmitWithCoApplicant', 'cancel'],
  },
};

const PEOPLE = [
  { firstName: 'Hélène', lastName: 'Côté', city: 'Montréal', address1: '12 Rue Sainte-Catherine' },
  { firstName: 'Olivia', lastName: 'Brown', city: 'Toronto', address1: '1 King St W' },
  { firstName: 'Liam', lastName: 'Smith', city: 'Ottawa', address1: '100 Bank St' },
  { firstName: 'emma', lastName: 'smithers', city: 'Kingston', address1: '5 Princess St' },
  { firstName: null, lastName: null, city: null, address1: null },
];

describe.each(DATABASES)('application list API on %s', (kind) => {
  let app: App;
  const tokens: Record<string, string> = {};
  const vendorOf: Record<string, number> = {};

  beforeAll(async () => {
    app = await createTestApp(kind);
    for (const user of ['demo.external', 'demo.internal', 'demo.quebec', 'demo.us']) {
      tokens[user] = await login(app, user);
      const [row] = await app.database.db.select().from(users).where(eq(users.userName, user));
      vendorOf[user] = row?.vendorId ?? -1;
    }
  });
  afterAll(() => app.close());

  const call = (user: string, url: string, lang = 'en') =>
    app.inject({ url, headers: { authorization: tokens[user] ?? '', 'accept-language': lang } });

  /** Inserts applications straight into the table, one per values object, for the user's vendor. */
  async function insert(user: string, rows: Array<Partial<typeof applications.$inferInsert>>) {
    return app.database.db
      .insert(applications)
      .values(
        rows.map((row) => ({
          vendorId: vendorOf[user] ?? -1,
          ...row,
          // A status is written with its list group, as the status writer writes it.
          ...(row.status ? statusColumns(row.status) : {}),
        })),
      )
      .returning();
  }

  const search = async (user: string, query: string) => {
    const res = await call(user, `/api/applications/search?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { results: Row[]; total: number; page: number; pageSize: number };
  };

  it('writes list_group from the domain table for every status and spelling', async () => {
    const spellings = [...STATUSES, ...Object.keys(STATUS_ALIASES)];
    const rows = await insert(
      'demo.us',
      spellings.map((status) => ({ status })),
    );
    for (const row of rows) {
      const group = groupOf(row.status as Status);
      expect(row.listGroup, row.status).toBe(group ? GROUPS[group] : null);
    }
    await app.database.db.delete(applications).where(eq(applications.vendorId, vendorOf['demo.us'] ?? -1));
  });

  it('answers a page with the spec columns, newest first, never Deleted', async () => {
    const answer = await search('demo.external', 'status=all&page=1&pageSize=4');
    expect(answer).toMatchObject({ total: 8, page: 1, pageSize: 4 });
    expect(answer.results).toHaveLength(4);
    expect(Object.keys(answer.results[0] ?? {}).sort()).toEqual(
      [
        'id',
        'created',
        'lastName',
        'firstName',
        'fullName',
        'status',
        'edgeId',
        'reference',
        'amount',
        'amountApproved',
        'rentalAmount',
        'primaryPhone',
        'address1',
        'city',
        'actions',
      ].sort(),
    );
    const created = answer.results.map((r) => String(r.created));
    expect(created).toEqual([...created].sort().reverse());
    const all = await search('demo.external', 'status=all');
    expect(all.results.map((r) => r.status)).not.toContain('Deleted');
    expect(all.total).toBe(all.results.length);
  });

  it('keeps list totals equal to the dashboard counts for every group', async () => {
    const summary = (await call('demo.external', '/api/applications/summary')).json().results;
    for (const slug of LIST_SLUGS) {
      const answer = await search('demo.external', `status=${slug}&page=1&pageSize=4`);
      expect(answer.total, slug).toBe(summary[groupFromSlug(slug) ?? '']);
    }
  });

  it("lists every vendor's applications to the lender's underwriters, with their dashboard's totals and no actions", async () => {
    tokens['demo.underwriter'] = await login(app, 'demo.underwriter');
    await insert('demo.internal', [{ status: 'Pending', lastName: 'Elsewhere' }]);
    const summary = (await call('demo.underwriter', '/api/applications/summary')).json().results;
    for (const slug of LIST_SLUGS) {
      const answer = await search('demo.underwriter', `status=${slug}&page=1&pageSize=128`);
      expect(answer.total, slug).toBe(summary[groupFromSlug(slug) ?? '']);
      for (const row of answer.results) expect(row.actions).toEqual([]);
    }
    const external = await search('demo.external', 'status=all');
    const lender = await search('demo.underwriter', 'status=all');
    expect(lender.total).toBeGreaterThan(external.total);
    expect(lender.results.map((r) => r.id)).toEqual(
      expect.arrayContaining(external.results.map((r) => r.id)),
    );
  });

  describe('search', () => {
    let ids: string[] = [];
    beforeAll(async () => {
      const rows = await insert(
        'demo.quebec',
        PEOPLE.map((person, i) => ({
          ...person,
          status: i === 4 ? 'Approved' : 'Incomplete',
          primaryPhone: i === 4 ? null : `(514) 555-010${i}`,
          edgeId: i === 2 ? 'C1234567' : null,
          amount: (i + 1) * 100_000,
          created: new Date(Date.UTC(2026, 0, i + 1)),
        })),
      );
      ids = rows.map((r) => r.id);
    });
    const names = (answer: { results: Row[] }) => answer.results.map((r) => r.lastName);

    it('finds name fragments whatever their case and accents', async () => {
      expect(names(await search('demo.quebec', 'q=cote'))).toEqual(['Côté']);
      expect(names(await search('demo.quebec', 'q=H%C3%89L'))).toEqual(['Côté']);
      expect(names(await search('demo.quebec', 'q=SMITH'))).toEqual(['smithers', 'Smith']);
      expect(names(await search('demo.quebec', 'q=liam%20smith'))).toEqual(['Smith']);
    });

    it('finds phones as typed or as digits, loan numbers, cities and addresses', async () => {
      expect(names(await search('demo.quebec', 'q=555-0101'))).toEqual(['Brown']);
      expect(names(await search('demo.quebec', 'q=5145550101'))).toEqual(['Brown']);
      expect(names(await search('demo.quebec', 'q=(514)%20555-0102'))).toEqual(['Smith']);
      expect(names(await search('demo.quebec', 'q=c12345'))).toEqual(['Smith']);
      expect(names(await search('demo.quebec', 'q=montreal'))).toEqual(['Côté']);
      expect(names(await search('demo.quebec', 'q=princess'))).toEqual(['smithers']);
    });

    it('finds an application by its short reference as a dealer reads it, and shows it as its App # (issue 40)', async () => {
      const [row] = await app.database.db
        .select({ reference: applications.reference, lastName: applications.lastName })
        .from(applications)
        .where(eq(applications.id, ids[0] ?? ''));
      const reference = row?.reference ?? 0;
      const typed = `R-${Math.floor(reference / 1000)} ${String(reference % 1000).padStart(3, '0')}`;
      for (const q of [typed, typed.replace(' ', ''), typed.toLowerCase(), String(reference)]) {
        const answer = await search('demo.quebec', `q=${encodeURIComponent(q)}`);
        expect(names(answer), q).toEqual([row?.lastName]);
        expect(answer.results[0]).toMatchObject({ edgeId: null, reference: typed.replace(' ', '\u00a0') });
      }
      // Another vendor's reference finds nothing.
      expect((await search('demo.external', `q=${encodeURIComponent(typed)}`)).total).toBe(0);
    });

    it('treats % and _ as letters, and finds nothing for a word nobody has', async () => {
      expect((await search('demo.quebec', 'q=%25')).total).toBe(0);
      expect((await search('demo.quebec', 'q=_')).total).toBe(0);
      const none = await search('demo.quebec', 'q=zzzz&page=1&pageSize=16');
      expect(none).toMatchObject({ results: [], total: 0 });
    });

    it('filters by group', async () => {
      expect((await search('demo.quebec', 'status=approved')).results.map((r) => r.id)).toEqual([ids[4]]);
      expect((await search('demo.quebec', 'status=incomplete')).total).toBe(4);
      expect((await search('demo.quebec', 'status=funded')).total).toBe(0);
    });

    it('sorts by every column both ways, empty values last', async () => {
      for (const sort of SORT_COLUMNS) {
        for (const dir of ['asc', 'desc']) {
          const rows = (await search('demo.quebec', `sort=${sort}&dir=${dir}`)).results;
          expect(rows, `${sort} ${dir}`).toHaveLength(5);
          // The App # column is never empty: the loan number, else the short reference (decision 048).
          if (sort !== 'created' && sort !== 'amount' && sort !== 'status' && sort !== 'edgeId')
            expect(rows.at(-1)?.[sort] || null, `${sort} ${dir} puts empty last`).toBeNull();
        }
      }
      expect(names(await search('demo.quebec', 'sort=lastName&dir=asc'))).toEqual([
        'Brown',
        'Côté',
        'Smith',
        'smithers',
        null,
      ]);
      expect(names(await search('demo.quebec', 'sort=amount&dir=desc'))[0]).toBeNull();
      // App #: the loan number first, then the short references in their order.
      const byNumber = (await search('demo.quebec', 'sort=edgeId&dir=asc')).results;
      expect(byNumber[0]?.edgeId).toBe('C1234567');
      const references = byNumber.slice(1).map((r) => Number(String(r.reference).replace(/\D/g, '')));
      expect(references).toEqual([...references].sort((a, b) => a - b));
    });

    it('pages through the same order as the whole set, near and deep pages alike', async () => {
      await insert(
        'demo.quebec',
        Array.from({ length: 37 }, (_, i) => ({
          lastName: `Page${String(i % 7)}`,
          status: 'Incomplete',
          // Equal creation dates on purpose: the id breaks ties, so no page repeats or skips a row.
          created: new Date(Date.UTC(2026, 1, 1 + (i % 3))),
        })),
      );
      for (const order of ['sort=created&dir=desc', 'sort=lastName&dir=asc', 'sort=created&dir=asc']) {
        const whole = (await search('demo.quebec', order)).results.map((r) => r.id);
        const paged: string[] = [];
        for (let page = 1; page <= Math.ceil(whole.length / 4); page += 1) {
          const answer = await search('demo.quebec', `${order}&page=${page}&pageSize=4`);
          expect(answer.total).toBe(whole.length);
          paged.push(...answer.results.map((r) => r.id));
        }
        expect(paged, order).toEqual(whole);
      }
      const beyond = await search('demo.quebec', 'page=99&pageSize=16');
      expect(beyond.results).toEqual([]);
      expect(beyond.total).toBe(42);
    });

    it('refuses a bad query with a translated message', async () => {
      for (const query of [
        'status=nope',
        'pageSize=5',
        'sort=sin',
        'dir=up',
        'page=0',
        `q=${'x'.repeat(101)}`,
      ]) {
        const res = await call('demo.quebec', `/api/applications/search?${query}`, 'fr');
        expect(res.statusCode, query).toBe(400);
        expect(res.json().errorMessage, query).toBeTruthy();
      }
    });
  });

  describe('permissions', () => {
    it('grants the row actions of spec §4 for every status and vendor type, labelled in both languages', async () => {
      for (const user of ['demo.external', 'demo.internal'] as const) {
        const rows = await insert(
          user,
          STATUSES.map((status) => ({ status })),
        );
        for (const row of rows) {
          const res = await call(user, `/api/application/permissions/${row.id}`);
          expect(res.statusCode).toBe(200);
          const permissions = res.json().permissions as Record<string, { en: string; fr: string }>;
          const expected =
            EXPECTED_ACTIONS[row.status as Status]?.[user === 'demo.external' ? 'external' : 'internal'];
          expect(Object.keys(permissions), `${user} ${row.status}`).toEqual(expected ?? []);
          for (const label of Object.values(permissions)) {
            expect(label.en).toBeTruthy();
            expect(label.fr).toBeTruthy();
            expect(label.fr).not.toBe(label.en);
          }
        }
        await app.database.db
          .delete(applications)
          .where(
            and(
              eq(applications.vendorId, vendorOf[user] ?? -1),
              sql`${applications.id} in ${rows.map((r) => r.id)}`,
            ),
          );
      }
    });

    it('lists in each row the same actions the permissions call grants', async () => {
      const { results } = await search('demo.external', 'status=all');
      for (const row of results.slice(0, 8)) {
        const permissions = (await call('demo.external', `/api/application/permissions/${row.id}`)).json();
        expect(row.actions).toEqual(Object.keys(permissions.permissions));
      }
    });
  });

  describe('events', () => {
    const run = (user: string, id: string, eventId: string) =>
      call(user, `/api/application/event/${id}?eventId=${eventId}`);
    const statusOf = async (id: string) =>
      (await app.database.db.select().from(applications).where(eq(applications.id, id)))[0]?.status;
    const auditOf = async (id: string) =>
      app.database.db.select().from(events).where(eq(events.applicationId, id));

    it('runs an allowed event, audits it, and redirects by spec §4', async () => {
      const cases: Array<[Status, string, string, string]> = [
        ['Incomplete', 'delete', 'Deleted', 'all'],
        ['Approved', 'cancel', 'Cancelled', 'cancelled'],
        ['Declined', 'resubmit', 'Incomplete', 'incomplete'],
        ['Bureau Not Found', 'resubmitWithCoApplicant', 'Incomplete', 'incomplete'],
        ['Approved', 'generateContract', 'Approved', 'approved'],
        ['Waiting for Signature', 'verifySignature', 'Waiting for Signature', 'document-progress'],
        ['Missing Documents', 'addDocuments', 'Missing Documents', 'missing-documents'],
      ];
      for (const [from, eventId, to, redirect] of cases) {
        const [row] = await insert('demo.external', [{ status: from, lastName: 'Event' }]);
        const res = await run('demo.external', row?.id ?? '', eventId);
        expect(res.statusCode, `${from} ${eventId}: ${res.body}`).toBe(200);
        expect(res.json()).toEqual({ status: to, redirect });
        expect(await statusOf(row?.id ?? '')).toBe(to);
        const audit = await auditOf(row?.id ?? '');
        expect(audit.map((e) => e.type)).toEqual(to === from ? [] : [`application.${eventId}`]);
      }
    });

    it('asks for the consent again on a re-submit: the server clears it with the decision’s amounts', async () => {
      for (const eventId of ['resubmit', 'resubmitWithCoApplicant']) {
        const [row] = await insert('demo.external', [
          {
            status: 'Approved for Lesser Amount',
            lastName: 'Consent',
            creditReleaseObtained: 'Yes',
            amountApprovedCents: 500_000,
            submissionId: crypto.randomUUID(),
            hasCoApplicant: 'Yes',
          },
        ]);
        await app.database.db
          .insert(coApplicants)
          .values({ applicationId: row?.id ?? '', firstName: 'Co', creditReleaseObtained: 'Yes' });
        const res = await run('demo.external', row?.id ?? '', eventId);
        expect(res.statusCode, res.body).toBe(200);
        const [after] = await app.database.db
          .select()
          .from(applications)
          .where(eq(applications.id, row?.id ?? ''));
        expect(after).toMatchObject({
          status: 'Incomplete',
          creditReleaseObtained: null,
          amountApprovedCents: null,
          submissionId: null,
        });
        // The co-applicant's consent is asked again too (it was kept before).
        const [co] = await app.database.db
          .select()
          .from(coApplicants)
          .where(eq(coApplicants.applicationId, row?.id ?? ''));
        expect(co).toMatchObject({ firstName: 'Co', creditReleaseObtained: null });
      }
    });

    it('refuses an event the status table does not allow, changing nothing', async () => {
      const [approved] = await insert('demo.internal', [{ status: 'Approved' }]);
      const [booked] = await insert('demo.external', [{ status: 'Booked' }]);
      const refusals: Array<[string, string, string]> = [
        ['demo.internal', approved?.id ?? '', 'generateContract'],
        ['demo.internal', approved?.id ?? '', 'delete'],
        ['demo.external', booked?.id ?? '', 'cancel'],
        ['demo.external', booked?.id ?? '', 'approve'],
        ['demo.external', booked?.id ?? '', 'toString'],
        ['demo.external', booked?.id ?? '', 'nothing'],
      ];
      for (const [user, id, eventId] of refusals) {
        const res = await call(user, `/api/application/event/${id}?eventId=${eventId}`, 'fr');
        expect(res.statusCode, `${user} ${eventId}`).toBe(409);
        expect(res.json().errorMessage).toMatch(/\S/);
        expect(await auditOf(id)).toEqual([]);
      }
      expect(await statusOf(approved?.id ?? '')).toBe('Approved');
      expect(await statusOf(booked?.id ?? '')).toBe('Booked');
    });

    it('takes a deleted application out of the list and the counts', async () => {
      const before = await search('demo.us', 'status=all&page=1&pageSize=16');
      const [row] = await insert('demo.us', [{ status: 'Incomplete', lastName: 'Gone' }]);
      expect((await search('demo.us', 'status=all&page=1&pageSize=16')).total).toBe(before.total + 1);
      expect((await run('demo.us', row?.id ?? '', 'delete')).statusCode).toBe(200);
      expect((await search('demo.us', 'status=all&page=1&pageSize=16')).total).toBe(before.total);
      expect((await search('demo.us', 'q=gone')).total).toBe(0);
      const summary = (await call('demo.us', '/api/applications/summary')).json().results;
      expect(summary.All).toBe(before.total);
    });
  });

  describe('tenancy', () => {
    it("never lists, counts, grants or runs anything on another vendor's application", async () => {
      const [theirs] = await insert('demo.internal', [
        { status: 'Incomplete', lastName: 'Secretive', city: 'Nowhere' },
      ]);
      const id = theirs?.id ?? '';
      const missing = '00000000-0000-4000-8000-000000000000';
      for (const user of ['demo.external', 'demo.quebec', 'demo.us']) {
        expect((await search(user, 'q=secretive')).total).toBe(0);
        expect((await search(user, 'status=all')).results.map((r) => r.id)).not.toContain(id);
        for (const url of [
          `/api/application/permissions/${id}`,
          `/api/application/event/${id}?eventId=delete`,
          `/api/applications/get/${id}`,
        ]) {
          const theirsAnswer = await call(user, url);
          const missingAnswer = await call(user, url.replace(id, missing));
          expect(theirsAnswer.statusCode, url).toBe(404);
          expect(theirsAnswer.json()).toEqual(missingAnswer.json());
        }
      }
      expect(await statusOf(id)).toBe('Incomplete');
      expect((await search('demo.internal', 'q=secretive')).total).toBe(1);
    });

    const statusOf = async (id: string) =>
      (await app.database.db.select().from(applications).where(eq(applications.id, id)))[0]?.status;

    it('needs a session for the search, the permissions and the sync', async () => {
      for (const url of [
        '/api/applications/search',
        '/api/application/permissions/00000000-0000-4000-8000-000000000000',
        '/doc-api/applications/sync',
      ]) {
        const res = await app.inject({ url });
        expect(res.statusCode, url).toBe(403);
      }
    });
  });
});

describe.each(DATABASES)('list sync on %s', (kind) => {
  let app: App;
  beforeAll(async () => {
    // The queue without workers: a submission stays undecided, as after a worker outage.
    app = await createTestApp(kind, { env: { JOBS: '1', RUN_WORKERS: '0' } });
  });
  afterAll(() => app.close());

  it("sends again the vendor's undecided submissions, and only the vendor's", async () => {
    const vendorId = async (userName: string) =>
      (await app.database.db.select().from(users).where(eq(users.userName, userName)))[0]?.vendorId ?? -1;
    await app.database.db.insert(applications).values([
      {
        vendorId: await vendorId('demo.external'),
        ...statusColumns('SubmittedToCredit'),
        submissionId: crypto.randomUUID(),
      },
      {
        vendorId: await vendorId('demo.external'),
        ...statusColumns('Approved'),
        submissionId: crypto.randomUUID(),
      },
      {
        vendorId: await vendorId('demo.internal'),
        ...statusColumns('SubmittedToCredit'),
        submissionId: crypto.randomUUID(),
      },
    ]);
    const token = await login(app, 'demo.external');
    const res = await app.inject({ url: '/doc-api/applications/sync', headers: { authorization: token } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'Success', requeued: 1 } });
  });
});
