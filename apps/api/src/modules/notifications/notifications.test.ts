// Each user's notices (decision 042): made in the status change's transaction for the application's creator and the
// vendor's admins, read and marked by their own user only (another's answers as missing), the e-mail choices, and the
// e-mail of a chosen notice in the user's language with the link to the screen that acts on it.
import { formatApplicationReference } from '@vp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decide, eventually, submittedApplication, userId } from '../../test/live-fixtures.ts';
import { callerFor, createTestApp, DATABASES, login } from '../../test/test-app.ts';
import { users } from '../users/users.schema.ts';
import { notifications } from './notifications.schema.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

describe.each(DATABASES)('notices on %s', { timeout: 90_000 }, (kind) => {
  let app: App;
  const tokens: Record<string, string> = {};
  const call = callerFor(() => app, tokens);
  const put = (user: string, url: string, payload: object) =>
    app.inject({ method: 'PUT', url, payload, headers: { authorization: tokens[user] ?? '' } });
  beforeAll(async () => {
    app = await createTestApp(kind);
    for (const user of ['demo.external', 'demo.us', 'demo.underwriter'])
      tokens[user] = await login(app, user);
  }, 60_000);
  afterAll(() => app.close());

  it("tells the application's creator and the vendor's admins, in the change's transaction", async () => {
    // demo.admin is the vendor's seeded admin; demo.expired, of the same vendor, is made one too; demo.us is another
    // vendor's.
    await app.database.db.update(users).set({ vendorAdmin: true }).where(eq(users.userName, 'demo.expired'));
    const application = await submittedApplication(app, 'demo.external');
    await decide(app, application.id, 'Approved');
    const rows = await app.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.applicationId, application.id));
    const told = rows.map((r) => r.userId).sort((a, b) => a - b);
    const expected = [
      await userId(app, 'demo.external'),
      await userId(app, 'demo.admin'),
      await userId(app, 'demo.expired'),
    ];
    expect(told).toEqual(expected.sort((a, b) => a - b));
    expect(rows[0]).toMatchObject({ kind: 'decision', params: { status: 'Approved' }, readAt: null });
    expect(rows[0]?.params.reference).toBe(application.reference);
    await app.database.db.update(users).set({ vendorAdmin: false }).where(eq(users.userName, 'demo.expired'));
  });

  it('names the deal by its one reference: the loan number the approval gave, else its short reference', async () => {
    const approved = await submittedApplication(app, 'demo.external');
    const loan = `C${String(Date.now()).slice(-7)}`;
    await app.services.status.transition({
      applicationId: approved.id,
      vendorId: null,
      event: 'decide',
      to: 'Approved',
      values: { edgeId: loan },
      performer: { actor: 'system', isExternalVendor: false },
      audit: {},
    });
    const declined = await submittedApplication(app, 'demo.external');
    await decide(app, declined.id, 'Declined');
    const numbers = async (id: string) =>
      (await app.database.db.select().from(notifications).where(eq(notifications.applicationId, id))).map(
        (r) => r.params.number,
      );
    expect(new Set(await numbers(approved.id))).toEqual(new Set([loan]));
    expect(new Set(await numbers(declined.id))).toEqual(
      new Set([formatApplicationReference(declined.reference)]),
    );
    const listed = (await call('demo.external', 'GET', '/api/notifications?limit=50')).json() as {
      notices: { applicationId: string; number: string | null }[];
    };
    expect(listed.notices.find((n) => n.applicationId === approved.id)?.number).toBe(loan);
    expect(listed.notices.find((n) => n.applicationId === declined.id)?.number).toMatch(
      /^R-\d{3}\u00a0\d{3}$/,
    );
  });

  it('makes no notice of a move the dealer made (submit, cancel)', async () => {
    const application = await submittedApplication(app, 'demo.external', 'Approved');
    await app.services.status.transition({
      applicationId: application.id,
      vendorId: application.vendorId,
      event: 'cancel',
      performer: { actor: 'vendor', isExternalVendor: true },
      audit: {},
    });
    const rows = await app.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.applicationId, application.id));
    expect(rows).toEqual([]);
  });

  it('lists the user’s own notices newest first, paged, with the unread count; marks one and all read', async () => {
    const made = [];
    for (const to of ['Declined', 'Pending', 'Approved'] as const) {
      const application = await submittedApplication(app, 'demo.external');
      await decide(app, application.id, to);
      made.push(application.id);
    }
    let res = await call('demo.external', 'GET', '/api/notifications?limit=2');
    expect(res.statusCode, res.body).toBe(200);
    const first = res.json();
    expect(first.notices.map((n: { applicationId: string }) => n.applicationId)).toEqual([made[2], made[1]]);
    expect(first.notices[0]).toMatchObject({ kind: 'decision', status: 'Approved', read: null });
    expect(first.unread).toBeGreaterThanOrEqual(3);
    expect(first.next).toEqual(first.notices[1].id);
    res = await call('demo.external', 'GET', `/api/notifications?limit=2&before=${first.next}`);
    expect(res.json().notices[0].applicationId).toBe(made[0]);

    // Another vendor's user, and the lender, see none of them and mark none: a missing notice.
    const theirs = await call('demo.us', 'GET', '/api/notifications');
    expect(theirs.json().notices).toEqual([]);
    for (const stranger of ['demo.us', 'demo.underwriter']) {
      const refused = await call(stranger, 'POST', `/api/notifications/read/${first.notices[0].id}`);
      expect(refused.statusCode).toBe(404);
      const missing = await call(stranger, 'POST', '/api/notifications/read/999999999');
      expect(refused.json()).toEqual(missing.json());
    }

    res = await call('demo.external', 'POST', `/api/notifications/read/${first.notices[0].id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().unread).toBe(first.unread - 1);
    res = await call('demo.external', 'GET', '/api/notifications?limit=1');
    expect(res.json().notices[0].read).not.toBeNull();
    res = await call('demo.external', 'POST', '/api/notifications/read-all');
    expect(res.json()).toEqual({ unread: 0 });
    expect((await call('demo.external', 'GET', '/api/notifications')).json().unread).toBe(0);
  });

  it('keeps each user’s e-mail choices, and refuses a kind that does not exist', async () => {
    expect((await call('demo.us', 'GET', '/api/notifications/preferences')).json()).toEqual({ email: [] });
    const saved = await put('demo.us', '/api/notifications/preferences', { email: ['booked', 'decision'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ email: ['decision', 'booked'] });
    expect((await call('demo.us', 'GET', '/api/notifications/preferences')).json()).toEqual({
      email: ['decision', 'booked'],
    });
    expect((await call('demo.external', 'GET', '/api/notifications/preferences')).json()).toEqual({
      email: [],
    });
    const refused = await put('demo.us', '/api/notifications/preferences', { email: ['everything'] });
    expect(refused.statusCode).toBe(400);
  });

  it('sends a chosen notice by e-mail in the user’s language, with the link to its screen', async () => {
    await app.database.db
      .update(users)
      .set({ email: 'dealer@example.com', language: 'fr' })
      .where(eq(users.userName, 'demo.external'));
    await put('demo.external', '/api/notifications/preferences', { email: ['decision'] });
    const application = await submittedApplication(app, 'demo.external');
    await decide(app, application.id, 'Approved for Lesser Amount');
    const mail = await eventually(async () => {
      const res = await call('demo.external', 'GET', '/api/mailbox');
      return res
        .json<{ messages: { to: string; subject: string; text: string }[] }>()
        .messages.find((m) => m.text.includes(application.id));
    });
    expect(mail.to).toBe('dealer@example.com');
    expect(mail.subject).toMatch(/^Décision de crédit sur la demande R-/);
    expect(mail.text).toContain(`/application/approved/${application.id}`);
    expect(mail.text).toContain('est arrivée\u00a0: Approuvée pour un montant moindre.');
    // A kind not chosen is not mailed.
    const signed = await submittedApplication(app, 'demo.external', 'Waiting for Signature');
    await app.services.status.transition({
      applicationId: signed.id,
      vendorId: null,
      event: 'signaturesReceived',
      performer: { actor: 'system', isExternalVendor: false },
      audit: {},
    });
    const [notice] = await app.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.applicationId, signed.id));
    expect(notice).toMatchObject({ kind: 'signed', mailState: null });
  });

  it('prunes the notices past 90 days', async () => {
    const application = await submittedApplication(app, 'demo.us');
    await decide(app, application.id, 'Approved');
    await app.database.db
      .update(notifications)
      .set({ created: new Date(Date.now() - 91 * 86_400_000) })
      .where(eq(notifications.applicationId, application.id));
    expect(await app.services.notifications.prune()).toBeGreaterThan(0);
    const left = await app.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.applicationId, application.id));
    expect(left).toEqual([]);
  });
});
