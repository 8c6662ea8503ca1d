// The lender's dealers console (issue 35), on both databases: who may, onboarding (translated refusals, one
// transaction), the first admin's one-time password, edits, suspension (sign-in refused with its message, an open
// session and its live stream ended, a customer link closed), reinstatement and the change records.
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, vendors } from '../../db/schema.ts';
import { openStream } from '../../test/live-fixtures.ts';
import { createTestApp, DATABASES, login } from '../../test/test-app.ts';
import { type Caller, draftApplication, tokenMailedTo } from '../customer/customer-fixtures.ts';
import { NEW_DEALER } from './dealer-fixtures.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

describe.each(DATABASES)('dealers console on %s', (kind) => {
  let app: App;
  let base = '';
  const tokens: Record<string, string> = {};
  const call: Caller = (user, method, url, payload, lang = 'en') =>
    app.inject({
      method,
      url,
      payload,
      headers: { authorization: tokens[user] ?? '', 'accept-language': lang },
    });
  const put = (user: string, url: string, payload: object) =>
    app.inject({ method: 'PUT', url, payload, headers: { authorization: tokens[user] ?? '' } });
  const signIn = (userName: string, password: string, lang = 'en') =>
    app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { userName, password },
      headers: { 'accept-language': lang },
    });
  const history = async (id: number) =>
    (await call('demo.lender.admin', 'GET', `/api/lender/history/vendor/${id}`)).json().changes as Array<{
      action: string;
      by: string | null;
      reason: string | null;
      fields: Array<{ field: string; before: string | null; after: string | null }>;
    }>;

  beforeAll(async () => {
    app = await createTestApp(kind, { env: { LIVE_HEARTBEAT_SECONDS: '1' } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    for (const user of ['demo.lender.admin', 'demo.underwriter', 'demo.funder', 'demo.admin'])
      tokens[user] = await login(app, user);
  });
  afterAll(() => app.close());

  it("is the lender admin's alone: a vendor's user and the lender's other roles are refused", async () => {
    for (const user of ['demo.admin', 'demo.underwriter', 'demo.funder']) {
      for (const [method, url] of [
        ['GET', '/api/lender/dealers'],
        ['GET', '/api/lender/dealers/1'],
        ['POST', '/api/lender/dealers/1/suspend'],
      ] as const) {
        const res = await call(user, method, url, method === 'POST' ? { reason: 'x' } : undefined);
        expect(res.statusCode, `${user} ${method} ${url}`).toBe(403);
      }
    }
    const underwriter = await call('demo.underwriter', 'GET', '/api/lender/dealers');
    expect(underwriter.json().errorMessage).toBe("Only the lender's administrators can do this.");
    const vendor = await call('demo.admin', 'POST', '/api/lender/dealers', {
      ...NEW_DEALER,
      admin: { userName: 'not.made', displayName: 'Not Made', email: 'not@made.example' },
    });
    expect(vendor.statusCode).toBe(403);
    const list = await call('demo.lender.admin', 'GET', '/api/lender/dealers');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().Items.length).toBeGreaterThan(0);
    expect((await call('demo.lender.admin', 'GET', '/api/lender/dealers/999999')).statusCode).toBe(404);
  });

  it('refuses bad details field by field, in the caller’s language', async () => {
    const res = await call(
      'demo.lender.admin',
      'POST',
      '/api/lender/dealers',
      {
        ...NEW_DEALER,
        province: 'TX',
        contactEmail: 'nope',
        contactPhone: '12',
        admin: { userName: '.x', displayName: '', email: 'a@b.example' },
      },
      'fr',
    );
    expect(res.statusCode).toBe(400);
    const { errors } = res.json();
    expect(Object.keys(errors).sort()).toEqual(
      ['admin.displayName', 'admin.userName', 'contactEmail', 'contactPhone', 'province'].sort(),
    );
    expect(errors.contactEmail).toBe('Entrez une adresse courriel valide.');
  });

  it('onboards nothing at all when the first admin’s user name is taken', async () => {
    const before = await app.database.db.select().from(vendors);
    const res = await call('demo.lender.admin', 'POST', '/api/lender/dealers', {
      ...NEW_DEALER,
      name: 'Taken Name Co',
      admin: { userName: 'DEMO.admin', displayName: 'Someone', email: 'someone@example.com' },
    });
    expect(res.statusCode).toBe(409);
    const after = await app.database.db.select().from(vendors);
    expect(after.length).toBe(before.length);
    expect(after.some((v) => v.name === 'Taken Name Co')).toBe(false);
  });

  let dealerId = 0;
  let adminToken = '';

  it('onboards a dealership whose first admin signs in with the one-time password, then must change it', async () => {
    const res = await call('demo.lender.admin', 'POST', '/api/lender/dealers', {
      ...NEW_DEALER,
      admin: { userName: 'dana.maple', displayName: 'Dana Maple', email: 'dana@maple.example' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { Item, admin } = res.json();
    dealerId = Item.id;
    expect(Item).toMatchObject({
      name: 'Maple Comfort',
      kind: 'external',
      status: 'active',
      contactPhone: '(416) 555-0123',
    });
    expect(admin.password).toMatch(/.{12,}/);
    const expired = await signIn('dana.maple', admin.password);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('PASSWORD_EXPIRED');
    const changed = await app.inject({
      method: 'POST',
      url: '/api/users/password',
      payload: { userName: 'dana.maple', password: admin.password, newPassword: 'Maple-pass1!' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const signed = await signIn('dana.maple', 'Maple-pass1!');
    expect(signed.statusCode).toBe(200);
    expect(signed.json().vendor).toMatchObject({ id: dealerId, vendorInternalOrExternal: 'External Vendor' });
    expect(signed.json().user.vendorAdmin).toBe(true);
    adminToken = signed.json().authToken;
    tokens['dana.maple'] = adminToken;
    const [created] = await history(dealerId);
    const [lenderAdmin] = await app.database.db
      .select()
      .from(users)
      .where(eq(users.userName, 'demo.lender.admin'));
    expect(created).toMatchObject({ action: 'created', by: lenderAdmin?.displayName, reason: null });
    expect(created?.fields).toContainEqual({ field: 'firstAdmin', before: null, after: '"dana.maple"' });
  });

  it('edits the details, recorded with what changed', async () => {
    const res = await put('demo.lender.admin', `/api/lender/dealers/${dealerId}`, {
      ...NEW_DEALER,
      legalName: 'Maple Comfort Inc.',
      province: 'QC',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Item).toMatchObject({ legalName: 'Maple Comfort Inc.', province: 'QC' });
    const [updated] = await history(dealerId);
    expect(updated?.action).toBe('updated');
    expect(updated?.fields.sort((a, b) => a.field.localeCompare(b.field))).toEqual([
      { field: 'legalName', before: '"Maple Comfort Heating Ltd."', after: '"Maple Comfort Inc."' },
      { field: 'province', before: '"ON"', after: '"QC"' },
    ]);
  });

  it('suspends: sign-in refused with its message, the open session, its stream and the customer links end', async () => {
    const email = 'customer@maple.example';
    const draft = await draftApplication(call, 'dana.maple', { email, mobilePhone: '(416) 555-0199' });
    const sent = await call('dana.maple', 'POST', `/api/applications/customer-link/${draft}`, {
      channels: ['email'],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const token = await tokenMailedTo(call, 'dana.maple', email);
    const open = () => app.inject({ method: 'POST', url: '/customer-api/open', payload: { token } });
    expect((await open()).statusCode).toBe(200);
    const stream = await openStream(base, adminToken);
    expect(stream.status).toBe(200);

    const noReason = await call('demo.lender.admin', 'POST', `/api/lender/dealers/${dealerId}/suspend`, {});
    expect(noReason.statusCode).toBe(400);
    const res = await call('demo.lender.admin', 'POST', `/api/lender/dealers/${dealerId}/suspend`, {
      reason: 'Unpaid chargebacks',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Item).toMatchObject({ status: 'suspended', suspendedReason: 'Unpaid chargebacks' });

    expect((await call('dana.maple', 'GET', '/api/users/session')).statusCode).toBe(403);
    await stream.ended;
    expect((await open()).statusCode).toBe(404);
    const refused = await signIn('dana.maple', 'Maple-pass1!');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().errorMessage).toBe('Your dealership is suspended. Contact the lender.');
    const refusedFr = await signIn('dana.maple', 'Maple-pass1!', 'fr');
    expect(refusedFr.json().errorMessage).toBe(
      'Votre entreprise est suspendue. Communiquez avec le prêteur.',
    );
    // A wrong password still answers as every refusal: the suspension is told only to who knows the password.
    expect((await signIn('dana.maple', 'Wrong-pass1!')).json().errorMessage).not.toMatch(/suspended/);
    const again = await call('demo.lender.admin', 'POST', `/api/lender/dealers/${dealerId}/suspend`, {
      reason: 'Twice',
    });
    expect(again.statusCode).toBe(409);
    const [suspended] = await history(dealerId);
    expect(suspended).toMatchObject({ action: 'suspended', reason: 'Unpaid chargebacks' });
    expect(suspended?.fields).toEqual([{ field: 'status', before: '"active"', after: '"suspended"' }]);
    const filtered = await call('demo.lender.admin', 'GET', '/api/lender/dealers?status=suspended&q=maple');
    expect(filtered.json().Items.map((d: { id: number }) => d.id)).toEqual([dealerId]);
  });

  it('reinstates: its users sign in again; the ended links stay ended', async () => {
    const res = await call('demo.lender.admin', 'POST', `/api/lender/dealers/${dealerId}/reinstate`, {
      reason: 'Settled',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Item).toMatchObject({ status: 'active', suspendedAt: null, suspendedReason: null });
    expect((await signIn('dana.maple', 'Maple-pass1!')).statusCode).toBe(200);
    const actions = (await history(dealerId)).map((c) => c.action);
    expect(actions).toEqual(['reinstated', 'suspended', 'updated', 'created']);
  });

  it("creates the command line's vendor through the same rules and records it", async () => {
    const bad = await app.services.admin.addVendor({
      name: 'Cli Co',
      province: 'ZZ',
      country: 'CA',
      internal: true,
    });
    expect(bad).toEqual({ ok: false, errors: { province: 'validation:province' } });
    const added = await app.services.admin.addVendor({
      name: 'Cli Co',
      province: 'bc',
      country: 'CA',
      internal: true,
    });
    if (!added.ok) throw new Error('not added');
    const [row] = await app.database.db.select().from(vendors).where(eq(vendors.id, added.row.id));
    expect(row).toMatchObject({
      name: 'Cli Co',
      province: 'BC',
      vendorInternalOrExternal: 'Internal Vendor',
    });
    const [created] = await history(added.row.id);
    expect(created).toMatchObject({ action: 'created', by: null });
  });
});
