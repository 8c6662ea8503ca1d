import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../test/log-capture.ts';
import { createTestApp, DATABASES, login } from '../test/test-app.ts';
import { serializeError } from './logger.ts';

describe('serializeError', () => {
  it("drops drizzle's params from the message, the stack and the fields, and a cause's detail", () => {
    const cause = Object.assign(new Error('duplicate key'), {
      detail: 'Key (sin)=(046454286) exists',
      code: '23505',
    });
    const error = Object.assign(
      new Error('Failed query: insert into t values ($1)\nparams: Priya,1988-05-12'),
      {
        query: 'insert into t values ($1)',
        params: ['Priya', '1988-05-12'],
        cause,
      },
    );
    const text = JSON.stringify(serializeError(error));
    expect(text).not.toMatch(/Priya|1988-05-12|046454286/);
    expect(text).toContain('insert into t values ($1)');
    expect(text).toContain('23505');
  });
});

describe.each(DATABASES)('the logs on %s', (kind) => {
  const logs = captureLogs();
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    app = await createTestApp(kind, { logStream: logs.stream, env: { LOG_LEVEL: 'trace' } });
  });
  afterAll(() => app.close());

  it("never hold a failing query's values (a real database error, logged as the error handler logs it)", async () => {
    const failure = await app.database.db
      .execute(sql`select ${'Priya 1988-05-12 046 454 286'}::int`)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    app.log.error({ err: failure }, 'unexpected error');
    const line = logs.lines().find((l) => l.includes('unexpected error')) ?? '';
    expect(line).toContain('select $1::int');
    expect(line).not.toContain('Priya');
    expect(logs.leaks(['1988-05-12'])).toEqual([]);
  });

  it('never hold the session token, even at trace level on the multipart scan route', async () => {
    const token = await login(app, 'demo.external');
    const boundary = 'b0undary';
    await app.inject({
      method: 'POST',
      url: '/api/applications/scan/new',
      headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: `--${boundary}\r\nContent-Disposition: form-data; name="fileType"\r\n\r\nimage/png\r\n--${boundary}--\r\n`,
    });
    expect(logs.lines().some((l) => l.includes('busboy'))).toBe(true);
    expect(logs.leaks([token])).toEqual([]);
  });
});
