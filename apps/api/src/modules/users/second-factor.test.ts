// The second factor (issue 36, decision 053), on both databases: enrolment required of the lender's users and vendor
// admins, a passkey (a software authenticator running the server's real checks) and an authenticator app's codes as
// the second step, a passkey alone, recovery codes, the ticket's attempt limit under parallel guesses, removal and
// the admins' reset.
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSoftAuthenticator } from '../../test/soft-authenticator.ts';
import { createTestApp, DATABASES, DEMO_PASSWORD } from '../../test/test-app.ts';
import { TICKET_MAX_FAILURES } from './second-step.service.ts';
import { totpCodeAt } from './totp.ts';
import { users } from './users.schema.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

const ORIGIN = 'https://portal.example.ca';
// The per-minute budget of sign-in calls per address is plugins' business (auth.test.ts): these make many from one.
const ENV = {
  SECOND_FACTOR: '1',
  WEBAUTHN_RP_ID: 'portal.example.ca',
  WEBAUTHN_ORIGINS: ORIGIN,
  LOGIN_RATE_PER_MINUTE: '1000',
};

describe.each(DATABASES)('the second factor on %s', (kind) => {
  let app: App;
  // Time moves in 30-second steps where a test needs a new code.
  let now = new Date('2026-11-28T15:00:00Z');
  beforeAll(async () => {
    app = await createTestApp(kind, { env: ENV, clock: () => now });
  }, 120_000);
  afterAll(() => app?.close());

  const post = (url: string, payload: object, token?: string) =>
    app.inject({
      method: 'POST',
      url: `/api${url}`,
      payload,
      headers: { 'accept-language': 'fr', ...(token ? { authorization: token } : {}) },
    });
  const get = (url: string, token: string) =>
    app.inject({ method: 'GET', url: `/api${url}`, headers: { authorization: token } });
  const password = (userName: string) => post('/users/login', { userName, password: DEMO_PASSWORD });
  const nextStep = () => {
    now = new Date(now.getTime() + 30_000);
  };

  it('a salesperson with no factor signs in with the password alone; a vendor admin must enrol first', async () => {
    const salesperson = await password('demo.external');
    expect(salesperson.statusCode).toBe(200);
    expect(salesperson.json().authToken).toBeTruthy();

    const admin = await password('demo.admin');
    expect(admin.statusCode).toBe(200);
    const { secondStep } = admin.json();
    expect(secondStep).toEqual({ ticket: expect.any(String), kind: 'enrol', methods: [] });
    // The enrolment ticket opens no session and no other call.
    expect((await get('/users/session', secondStep.ticket)).statusCode).toBe(403);
    const wrongKind = await post('/users/login/code', {
      ticket: secondStep.ticket,
      method: 'totp',
      code: '123456',
    });
    expect(wrongKind.statusCode).toBe(401);
    expect(wrongKind.json().errorMessage).toMatch(/expiré/);
  });

  let adminSecret = '';
  it('a vendor admin enrols an authenticator app at sign-in, gets ten recovery codes, then needs a code', async () => {
    const { secondStep } = (await password('demo.admin')).json();
    const setup = await post('/users/login/enrol/totp', { ticket: secondStep.ticket });
    expect(setup.statusCode).toBe(200);
    adminSecret = setup.json().secret;
    expect(setup.json().uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);

    const wrong = await post('/users/login/enrol/totp/confirm', {
      ticket: secondStep.ticket,
      code: '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorMessage).toBe('Ce code n’est pas le bon. Vérifiez-le et réessayez.');

    const done = await post('/users/login/enrol/totp/confirm', {
      ticket: secondStep.ticket,
      code: totpCodeAt(adminSecret, now),
      name: 'Téléphone',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().authToken).toBeTruthy();
    expect(done.json().recoveryCodes).toHaveLength(10);
    // The ticket started one session: it is spent.
    const again = await post('/users/login/enrol/totp', { ticket: secondStep.ticket });
    expect(again.statusCode).toBe(401);

    nextStep();
    const next = (await password('demo.admin')).json();
    expect(next.secondStep).toMatchObject({ kind: 'verify', methods: ['totp', 'recovery'] });
    const signedIn = await post('/users/login/code', {
      ticket: next.secondStep.ticket,
      method: 'totp',
      code: totpCodeAt(adminSecret, now),
    });
    expect(signedIn.statusCode).toBe(200);
    const factors = await get('/users/factors', signedIn.json().authToken);
    expect(factors.json()).toMatchObject({
      factors: [{ kind: 'totp', name: 'Téléphone' }],
      recoveryCodesLeft: 10,
      required: true,
    });
  });

  it('a code works once (a replay is refused), and a recovery code once', async () => {
    nextStep();
    const code = totpCodeAt(adminSecret, now);
    const first = (await password('demo.admin')).json().secondStep.ticket;
    expect((await post('/users/login/code', { ticket: first, method: 'totp', code })).statusCode).toBe(200);
    const second = (await password('demo.admin')).json().secondStep.ticket;
    expect((await post('/users/login/code', { ticket: second, method: 'totp', code })).statusCode).toBe(401);

    const session = await post('/users/login/code', { ticket: second, method: 'totp', code: '111111' });
    expect(session.statusCode).toBe(401);
    const codes = (await post('/users/factors/recovery-codes', {}, await adminToken())).json().recoveryCodes;
    const ticket = (await password('demo.admin')).json().secondStep.ticket;
    const recovery = { method: 'recovery', code: codes[0].toUpperCase() };
    expect((await post('/users/login/code', { ticket, ...recovery })).statusCode).toBe(200);
    const reuse = (await password('demo.admin')).json().secondStep.ticket;
    expect((await post('/users/login/code', { ticket: reuse, ...recovery })).statusCode).toBe(401);
  });

  it('parallel guesses on one ticket check at most five codes, the right one among them refused once spent', async () => {
    nextStep();
    const ticket = (await password('demo.admin')).json().secondStep.ticket;
    const guesses = Array.from({ length: 7 }, (_, i) => String(100000 + i));
    const answers = await Promise.all(
      [...guesses, totpCodeAt(adminSecret, now)].map((code) =>
        post('/users/login/code', { ticket, method: 'totp', code }),
      ),
    );
    // Whatever order they ran in, at most five codes were checked: the good one passes only if among them.
    const sessions = answers.filter((answer) => answer.statusCode === 200);
    expect(sessions.length).toBeLessThanOrEqual(1);
    // Four wrong codes are told so; the fifth spends the ticket, and every later one meets a spent ticket.
    const wrong = answers.filter(
      (answer) => answer.json().errorMessage === 'Ce code n’est pas le bon. Vérifiez-le et réessayez.',
    );
    expect(wrong.length + sessions.length).toBeLessThanOrEqual(TICKET_MAX_FAILURES);
    // The others were refused: the ticket spent (401), or the name locked by the wrong codes (429, decision 052).
    expect(answers.filter((answer) => [401, 429].includes(answer.statusCode))).toHaveLength(
      8 - sessions.length,
    );
    const after = await post('/users/login/code', {
      ticket,
      method: 'totp',
      code: totpCodeAt(adminSecret, now),
    });
    expect([401, 429]).toContain(after.statusCode);
    // The lock's time passes before the next test.
    now = new Date(now.getTime() + 16 * 60_000);
  });

  it('wrong codes lock the name as wrong passwords do: the password alone buys no new guesses', async () => {
    nextStep();
    // The password's slot stays counted until the second step succeeds; four wrong codes make five.
    const { ticket } = (await password('demo.admin')).json().secondStep;
    for (const code of ['100001', '100002', '100003', '100004']) {
      expect((await post('/users/login/code', { ticket, method: 'totp', code })).statusCode).toBe(401);
    }
    const locked = await password('demo.admin');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    now = new Date(now.getTime() + 16 * 60_000);
    expect((await password('demo.admin')).statusCode).toBe(200);
  });

  it('a passkey added in Settings is the second step, and signs in alone when it verifies its user', async () => {
    const token = await adminToken();
    const passkey = createSoftAuthenticator(ORIGIN, 'portal.example.ca');
    const options = (await post('/users/factors/passkey/options', {}, token)).json();
    expect(options.options.rp).toEqual({ name: 'Vendor Portal', id: 'portal.example.ca' });
    const added = await post(
      '/users/factors/passkey',
      { challengeId: options.challengeId, credential: passkey.register(options.options), name: 'Bureau' },
      token,
    );
    expect(added.statusCode).toBe(200);
    expect(added.json().factor).toMatchObject({ kind: 'passkey', name: 'Bureau' });
    // Not the first factor: no new recovery codes.
    expect(added.json().recoveryCodes).toBeUndefined();

    const ticket = (await password('demo.admin')).json().secondStep.ticket;
    const stepOptions = (await post('/users/login/passkey/options', { ticket })).json();
    const signedIn = await post('/users/login/passkey', {
      ticket,
      challengeId: stepOptions.challengeId,
      credential: passkey.authenticate(stepOptions.options, false),
    });
    expect(signedIn.statusCode).toBe(200);

    // Alone: the user must be verified (a PIN or a fingerprint), and a challenge is taken once.
    const alone = (await post('/users/login/passkey/options', {})).json();
    const unverified = await post('/users/login/passkey', {
      challengeId: alone.challengeId,
      credential: passkey.authenticate(alone.options, false),
    });
    expect(unverified.statusCode).toBe(401);
    const fresh = (await post('/users/login/passkey/options', {})).json();
    const credential = passkey.authenticate(fresh.options, true);
    const ok = await post('/users/login/passkey', { challengeId: fresh.challengeId, credential });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.userName).toBe('demo.admin');
    const replay = await post('/users/login/passkey', { challengeId: fresh.challengeId, credential });
    expect(replay.statusCode).toBe(401);
  });

  it("keeps the last factor of a user who needs one; a vendor admin resets a salesperson's factors", async () => {
    const token = await adminToken();
    const list = (await get('/users/factors', token)).json();
    const [app1, key] = list.factors;
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/users/factors/${app1.id}`,
          headers: { authorization: token },
        })
      ).statusCode,
    ).toBe(200);
    const last = await app.inject({
      method: 'DELETE',
      url: `/api/users/factors/${key.id}`,
      headers: { authorization: token },
    });
    expect(last.statusCode).toBe(409);

    // The dealership asks it of its salespeople: demo.external must enrol at the next sign-in.
    const rule = await app.inject({
      method: 'PUT',
      url: '/api/vendor/security',
      payload: { salespeopleNeedSecondFactor: true },
      headers: { authorization: token },
    });
    expect(rule.statusCode).toBe(200);
    expect((await password('demo.external')).json().secondStep.kind).toBe('enrol');
    // A salesperson may not change the rule.
    const users = (await get('/vendor/users', token)).json();
    const salesperson = (users.Items ?? users.items ?? users).find?.(
      (user: { userName: string }) => user.userName === 'demo.external',
    );
    expect(salesperson).toBeTruthy();
    const reset = await post(`/vendor/users/reset-factors/${salesperson.id}`, {}, token);
    expect(reset.statusCode).toBe(200);
  });

  /** demo.admin signed in through the passkey-free path: a fresh code each time. */
  async function adminToken(): Promise<string> {
    nextStep();
    const ticket = (await password('demo.admin')).json().secondStep.ticket;
    const answer = await post('/users/login/code', {
      ticket,
      method: 'totp',
      code: totpCodeAt(adminSecret, now),
    });
    expect(answer.statusCode).toBe(200);
    return answer.json().authToken;
  }
});

describe.each(DATABASES)('the second factor’s rules on %s', (kind) => {
  let app: App;
  let logs = '';
  let adminCodes: string[] = [];
  const now = new Date('2026-11-28T15:00:00Z');
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk) => {
      logs += chunk.toString();
    });
    app = await createTestApp(kind, {
      env: { ...ENV, LOG_LEVEL: 'trace' },
      clock: () => now,
      logStream: stream,
    });
  }, 120_000);
  afterAll(() => app?.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token?: string) =>
    app.inject({ method, url: `/api${url}`, payload, headers: token ? { authorization: token } : {} });
  const password = (userName: string) => call('POST', '/users/login', { userName, password: DEMO_PASSWORD });

  /** Enrols an authenticator app for the user at sign-in; its secret and the session's token. */
  async function enrolApp(userName: string) {
    const { ticket } = (await password(userName)).json().secondStep;
    const { secret } = (await call('POST', '/users/login/enrol/totp', { ticket })).json();
    const code = totpCodeAt(secret, now);
    const answer = await call('POST', '/users/login/enrol/totp/confirm', { ticket, code });
    expect(answer.statusCode).toBe(200);
    return {
      secret,
      ticket,
      code,
      token: answer.json().authToken as string,
      codes: answer.json().recoveryCodes,
    };
  }

  it('writes no ticket, secret, code or recovery code to the logs, even at trace level', async () => {
    const { secret, ticket, code, token, codes } = await enrolApp('demo.lender.admin');
    adminCodes = [...codes];
    await call('GET', '/users/factors', undefined, token);
    for (const value of [secret, ticket, code, token, ...codes]) expect(logs).not.toContain(value);
    expect(logs).toContain('/api/users/login/enrol/totp/confirm');
  });

  it('only a vendor admin sets the dealership’s rule', async () => {
    const salesperson = (await password('demo.external')).json().authToken;
    const answer = await call('PUT', '/vendor/security', { salespeopleNeedSecondFactor: true }, salesperson);
    expect(answer.statusCode).toBe(403);
    expect((await call('GET', '/vendor/security', undefined, salesperson)).statusCode).toBe(403);
  });

  it("the lender admin resets a lender user's factors: their sessions end and they enrol again", async () => {
    const funder = await enrolApp('demo.funder');
    const admin = (await password('demo.lender.admin')).json();
    expect(admin.secondStep.kind).toBe('verify');
    const token = await enrolledAdminToken(admin.secondStep.ticket);
    const team = (await call('GET', '/lender/users', undefined, token)).json();
    const row = (team.Items as { id: number; userName: string }[]).find(
      (user) => user.userName === 'demo.funder',
    );
    const reset = await call(
      'POST',
      `/lender/users/reset-factors/${row?.id}`,
      { reason: 'Lost phone' },
      token,
    );
    expect(reset.statusCode).toBe(200);
    expect((await call('GET', '/users/session', undefined, funder.token)).statusCode).toBe(403);
    expect((await password('demo.funder')).json().secondStep.kind).toBe('enrol');
  });

  /** demo.lender.admin's second step answered with one of the recovery codes the first test kept. */
  async function enrolledAdminToken(ticket: string): Promise<string> {
    const code = adminCodes.shift() ?? '';
    const answer = await call('POST', '/users/login/code', { ticket, method: 'recovery', code });
    expect(answer.statusCode).toBe(200);
    return answer.json().authToken;
  }

  it('a passkey alone does not open a disabled account', async () => {
    // A vendor admin of the US dealership: required to enrol.
    const { token } = await enrolApp('demo.admin');
    const passkey = createSoftAuthenticator(ORIGIN, 'portal.example.ca');
    const options = (await call('POST', '/users/factors/passkey/options', undefined, token)).json();
    const credential = passkey.register(options.options);
    expect(
      (await call('POST', '/users/factors/passkey', { challengeId: options.challengeId, credential }, token))
        .statusCode,
    ).toBe(200);
    await app.database.db.update(users).set({ disabledAt: now }).where(eq(users.userName, 'demo.admin'));
    const alone = (await call('POST', '/users/login/passkey/options', {})).json();
    const answer = await call('POST', '/users/login/passkey', {
      challengeId: alone.challengeId,
      credential: passkey.authenticate(alone.options, true),
    });
    expect(answer.statusCode).toBe(401);
  });
});
