import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../plugins/config.ts';
import { captureLogs } from '../test/log-capture.ts';
import { createTestApp, DATABASES, login } from '../test/test-app.ts';
import { resolveLogFormat, serializeError } from './logger.ts';

const apiRoot = fileURLToPath(new URL('../..', import.meta.url));

const { FORCE_COLOR: _forced, ...withoutForcedColour } = process.env;

/** Logs one request entry carrying every kind of secret through the real options, in a process of its own. */
function logInChild(format: string): string {
  const code = [
    "import pino from 'pino';",
    "import { loggerOptions } from './src/lib/logger.ts';",
    "import { createLinkRedactor } from './src/lib/link-secrets.ts';",
    'const links = createLinkRedactor();',
    'links.add("/esign/:envelopeId/:token", { params: ["token"] });',
    'const log = pino(loggerOptions("info", process.argv[1], links));',
    'log.info({ req: { method: "POST", url: "/api/users/login?q=Priya", headers: { authorization: "tok-SECRET" } },',
    '  body: { password: "pw-SECRET", sin: "046454286", dob: "04/15/1980" } }, "incoming request");',
    'log.info("Route GET:/esign/e-1/link-SECRET/sign not found");',
  ].join('\n');
  return execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code, format], {
    cwd: apiRoot,
    encoding: 'utf8',
    env: { ...withoutForcedColour, NO_COLOR: '1' },
  });
}

describe('the log format (issue 14: one JSON line per request was all a terminal showed)', () => {
  it('is readable on a terminal and JSON into a file or a pipe, unless LOG_FORMAT says', () => {
    expect(resolveLogFormat(undefined, true)).toBe('pretty');
    expect(resolveLogFormat(undefined, false)).toBe('json');
    expect(resolveLogFormat('json', true)).toBe('json');
    expect(resolveLogFormat('pretty', false)).toBe('pretty');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadConfig({}).logFormat).toBeUndefined();
    expect(() => loadConfig({ LOG_FORMAT: 'yaml' })).toThrow();
  });

  it('prints a readable line, never a redacted field', () => {
    const pretty = logInChild('pretty');
    expect(pretty).toMatch(/^\[\d{2}:\d{2}:\d{2}\.\d{3}\] INFO: incoming request /);
    expect(pretty.trim().split('\n')).toHaveLength(2);
    expect(pretty).not.toMatch(/SECRET|Priya|046454286|1980/);
    expect(pretty).toContain('[redacted]');
    // A link's secret is cut from the message too, in the transport thread's pretty line as in JSON (decision 029).
    expect(pretty).toContain('/esign/e-1/[redacted]/sign');

    const [request, route] = logInChild('json')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(request).toMatchObject({ msg: 'incoming request', req: { url: '/api/users/login' } });
    expect(route).toMatchObject({ msg: 'Route GET:/esign/e-1/[redacted]/sign not found' });
    expect(JSON.stringify([request, route])).not.toMatch(/SECRET|Priya|046454286|1980/);
  });
});

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
