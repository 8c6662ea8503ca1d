// Issue 41: a client generated from the API description compiles and runs a scripted deal. The description is read
// from the app, turned into types by openapi-typescript, and a small program using openapi-fetch with those types
// signs in, saves the application's steps, submits it and reads the bureau's decision: type-checked by tsc, then run
// by Node against the app listening on a port (decision 055).
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASES } from './test/test-app.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

const root = path.resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);

/** The deal, as a dealer's own software would write it with the generated types. */
const DEAL = `
import createClient from 'openapi-fetch';
import type { paths } from './schema.d.ts';

const client = createClient<paths>({ baseUrl: process.argv[2] });
const signedIn = await client.POST('/api/users/login', {
  body: { userName: 'demo.external', password: 'Demo-pass1!' },
});
if (!signedIn.data || !('authToken' in signedIn.data)) throw new Error('sign-in refused');
const headers = { authorization: signedIn.data.authToken };

const first = await client.POST('/api/applications/save', {
  headers,
  body: { id: 'new', step: '1', creditReleaseObtained: 'Yes', amount: '8,000.00', applicationType: 'Finance', description: 'Heat pump' },
});
if (!first.data) throw new Error(JSON.stringify(first.error));
const id: string = first.data.id;
let version: number = first.data.version;
for (const step of [
  { step: '3-1', firstName: 'Alex', lastName: 'Martin', sin: '046 454 286', dob: '04/15/1980', primaryPhone: '(416) 555-0101',
    businessPhone: '(416) 555-0100', email: 'alex.client@example.com', employer: 'Acme' },
  { step: '3-2', country: 'CA', address1: '12 Elm Street', city: 'Toronto', province: 'ON', postal: 'M4B 1B3',
    titleOwner: 'Own', yearsAtCurHouse: 4 },
] as const) {
  const saved = await client.POST('/api/applications/save', { headers, body: { id, version, ...step } });
  if (!saved.data) throw new Error(JSON.stringify(saved.error));
  version = saved.data.version;
}
const submitted = await client.GET('/api/applications/submit/{id}', { headers, params: { path: { id } } });
if (submitted.error) throw new Error(JSON.stringify(submitted.error));
let status = 'SubmittedToCredit';
for (let i = 0; i < 300 && status === 'SubmittedToCredit'; i++) {
  await new Promise((resolve) => setTimeout(resolve, 100));
  const read = await client.GET('/api/application/status/{id}', { headers, params: { path: { id } } });
  if (!read.data) throw new Error(JSON.stringify(read.error));
  status = read.data.status;
}
const application = await client.GET('/api/applications/get/{id}', { headers, params: { path: { id } } });
process.stdout.write(JSON.stringify({ id, status, sin: application.data?.application.sin }));
`;

/** Runs tsc; a failure shows what tsc printed. */
function typeCheck(tsc: string, args: string[]) {
  try {
    execFileSync(tsc, args, { cwd: root, encoding: 'utf8' });
  } catch (err) {
    const { stdout = '', stderr = '' } = err as { stdout?: string; stderr?: string };
    throw new Error(`tsc refused the generated client:\n${stdout}${stderr}`);
  }
}

describe.each(DATABASES)('a client generated from the API description on %s', (kind) => {
  let app: App;
  let base: string;
  let dir: string;

  beforeAll(async () => {
    app = await createTestApp(kind, { env: { JOBS: '1' } });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    // Inside the repository, so that the program finds openapi-fetch in its node_modules; removed after.
    dir = mkdtempSync(path.join(import.meta.dirname, 'test', '.generated-client-'));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await app.close();
  });

  it('is generated, compiles and runs a deal from sign-in to the credit decision', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    writeFileSync(path.join(dir, 'schema.d.ts'), astToString(await openapiTS(document)));
    writeFileSync(path.join(dir, 'deal.ts'), DEAL);
    // Type-checked as a dealer's strict project would: a wrong path, body or answer field fails here.
    typeCheck(path.join(root, 'node_modules/.bin/tsc'), [
      '--noEmit',
      '--strict',
      '--skipLibCheck',
      '--target',
      'es2022',
      '--module',
      'nodenext',
      '--moduleResolution',
      'nodenext',
      '--allowImportingTsExtensions',
      '--types',
      'node',
      path.join(dir, 'deal.ts'),
    ]);
    // Asynchronously: the app answering the program runs in this process.
    const { stdout: printed } = await run(process.execPath, [path.join(dir, 'deal.ts'), base], {
      encoding: 'utf8',
    });
    const outcome = JSON.parse(printed);
    expect(outcome.status).toBe('Approved');
    expect(outcome.sin).toBe('*** *** 286');
  }, 120_000);
});
