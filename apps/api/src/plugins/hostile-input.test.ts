// Issue 15 items 1–3: a malformed id or a NUL character answers a 400 in the request's language, never a 500, and
// nothing of the request reaches the logs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../test/log-capture.ts';
import { createTestApp, DATABASES, DEMO_PASSWORD, login, NO_SHEDDING } from '../test/test-app.ts';

const step31 = {
  step: '3-1',
  firstName: 'Olivia',
  lastName: 'Brown',
  sin: '046 454 286',
  dob: '04/15/1980',
  primaryPhone: '(416) 555-0199',
  email: 'olivia@example.com',
  employer: 'Acme',
};

describe.each(DATABASES)('hostile input on %s', (kind) => {
  const logs = captureLogs();
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let vendor = '';
  let underwriter = '';
  beforeAll(async () => {
    app = await createTestApp(kind, { logStream: logs.stream, env: { LOG_LEVEL: 'trace', ...NO_SHEDDING } });
    vendor = await login(app, 'demo.external');
    underwriter = await login(app, 'demo.internal');
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object, token = vendor, lang = 'en') =>
    app.inject({ method, url, payload, headers: { authorization: token, 'accept-language': lang } });

  it.each(['x', 'not-a-uuid', '0b6f3a52-8c1e-4a7e-9d55-1f2e3d4c5b6', `${'9'.repeat(64)}`])(
    'answers a save naming the malformed id %j with a 400 field error',
    async (id) => {
      const res = await call('POST', '/api/applications/save', { id, ...step31, version: 1 });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ id: 'This is not a valid application id.' });
    },
  );

  it("takes 'NEW' as 'new', and refuses the malformed id in French", async () => {
    const created = await call('POST', '/api/applications/save', {
      id: 'NEW',
      step: '1',
      creditReleaseObtained: 'Yes',
      amount: '12,500.00',
      applicationType: 'Finance',
      description: 'Furnace',
    });
    expect(created.statusCode).toBe(200);
    const fr = await call('POST', '/api/applications/save', { id: 'x', ...step31 }, vendor, 'fr');
    expect(fr.statusCode).toBe(400);
    expect(fr.json().errors).toEqual({ id: 'Cet identifiant de demande n’est pas valide.' });
  });

  const nul = 'Bro\u0000wn';
  it.each([
    [
      'a save’s free text',
      'POST',
      '/api/applications/save',
      { id: 'new', step: '1', description: nul },
      'description',
    ],
    ['a search', 'GET', `/api/applications/search?q=${encodeURIComponent(nul)}`, undefined, 'q'],
    ['an application id', 'GET', '/api/applications/get/%00', undefined, 'id'],
    [
      'the underwriter’s note',
      'POST',
      '/api/underwriter/decide/0b6f3a52-8c1e-4a7e-9d55-1f2e3d4c5b6a',
      { decision: 'Approved', note: nul },
      'note',
    ],
  ] as const)('answers a NUL character in %s with a 400', async (_case, method, url, payload, field) => {
    const token = url.includes('underwriter') ? underwriter : vendor;
    const res = await call(method, url, payload, token);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ [field]: 'This value contains a character that is not allowed.' });
    const fr = await call(method, url, payload, token, 'fr');
    expect(fr.json().errorMessage).toContain('Cette valeur contient un caractère qui n’est pas permis.');
  });

  it.each(['/api/users/login', '/api/users/password'])(
    'answers a NUL in the user name at %s with a 400',
    async (url) => {
      const res = await app.inject({
        method: 'POST',
        url,
        payload: { userName: 'demo.ex\u0000ternal', password: DEMO_PASSWORD, newPassword: 'Other-pass2!' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorMessage).toMatch(
        /userName: This value contains a character that is not allowed\./,
      );
    },
  );

  it('wrote no SIN, date of birth, password or token to the logs, at trace level', () => {
    expect(logs.lines().length).toBeGreaterThan(20);
    expect(logs.leaks([vendor, underwriter, DEMO_PASSWORD, '04/15/1980', '1980-04-15', 'Olivia'])).toEqual(
      [],
    );
  });
});
