// Issue 36 item 7 (decision 051): a name saved with invisible characters comes back, and is stored, without them and
// composed; one holding a bidi override is refused with its own message in the caller's language.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema.ts';
import { callerFor, createTestApp, DATABASES, login } from '../../test/test-app.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

describe.each(DATABASES)('names without hidden characters on %s', (kind) => {
  let app: App;
  const tokens: Record<string, string> = {};
  const call = callerFor(() => app, tokens);
  beforeAll(async () => {
    app = await createTestApp(kind);
    tokens['demo.external'] = await login(app, 'demo.external');
  });
  afterAll(() => app.close());

  async function saveApplicant(names: Record<string, string>, lang = 'en') {
    const first = await call('demo.external', 'POST', '/api/applications/save', {
      id: 'new',
      step: '1',
      creditReleaseObtained: 'Yes',
      amount: '5,000.00',
      applicationType: 'Finance',
      description: 'Furnace',
    });
    expect(first.statusCode, first.body).toBe(200);
    const { id, version } = first.json<{ id: string; version: number }>();
    const res = await call(
      'demo.external',
      'POST',
      '/api/applications/save',
      {
        id,
        version,
        step: '3-1',
        mode: 'back',
        primaryPhone: '(416) 555-0101',
        businessPhone: '(416) 555-0100',
        email: 'zero@example.com',
        ...names,
      },
      lang,
    );
    return { id, res };
  }

  it('stores and answers a name without its zero-width characters, composed', async () => {
    const { id, res } = await saveApplicant({
      firstName: 'Zero\u200Bwidth',
      lastName: 'Ame\u0301lie\uFEFF',
      employer: 'Acme\u00AD Heating',
    });
    expect(res.statusCode, res.body).toBe(200);
    const got = (await call('demo.external', 'GET', `/api/applications/get/${id}`)).json();
    expect(got.application).toMatchObject({
      firstName: 'Zerowidth',
      lastName: 'Amélie',
      employer: 'Acme Heating',
    });
    const [row] = await app.database.db.select().from(applications).where(eq(applications.id, id));
    expect([row?.firstName, row?.lastName, row?.employer]).toEqual(['Zerowidth', 'Amélie', 'Acme Heating']);
  });

  it('refuses a name holding a right-to-left override, in English and French, and stores nothing of it', async () => {
    for (const [lang, message] of [
      ['en', 'This value contains hidden characters that change the direction of the text'],
      ['fr', 'Cette valeur contient des caractères invisibles qui changent le sens du texte'],
    ] as const) {
      const { id, res } = await saveApplicant({ firstName: 'Eve', lastName: 'Eve\u202Enilmda' }, lang);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.lastName).toContain(message);
      const [row] = await app.database.db.select().from(applications).where(eq(applications.id, id));
      expect(row?.lastName ?? null).toBeNull();
    }
  });
});
