// A deal taken from its first save to Booked through the product's own calls only (issue 27's timeline): the dealer's
// draft, the customer's consent by link, the credit decision, an asset, a program, the customer's signature, the
// certificate, the uploads, the funding package and the lender's funding review. Needs an app with JOBS on and a
// clock the caller can move (the cooling-off period), as second-look-closing.test.ts has.
import { expect } from 'vitest';
import {
  type Caller,
  codeTextedTo,
  draftApplication,
  tokenMailedTo,
} from '../modules/customer/customer-fixtures.ts';
import { submitPackage } from './funding-fixtures.ts';
import { type createTestApp, login } from './test-app.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

/** mm/dd/yyyy of a date (UTC), as the program screen sends it. */
export const usDate = (d: Date) =>
  `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;
/** The 1st of the month after `d`: a lease day. */
export const leaseDay = (d: Date) => usDate(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)));

/** The first non-empty answer of `read`, asked again every 100 ms (a job delivers it). */
async function eventually(read: () => Promise<string>) {
  for (let i = 0; i < 200; i++) {
    const value = await read();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('never came');
}

/** The customer's side of a link: open, the code texted, verify, then submit the consent and the answers. */
export async function customerConsents(
  app: App,
  call: Caller,
  user: string,
  id: string,
  contact: { email: string; mobile: string },
  answers: object,
) {
  const sent = await call(user, 'POST', `/api/applications/customer-link/${id}`, {
    channels: ['email', 'sms'],
  });
  expect(sent.statusCode, sent.body).toBe(200);
  // With the job queue on, the mail goes out by a job: the mailbox has it a moment later.
  const token = await eventually(() => tokenMailedTo(call, user, contact.email));
  const customer = (url: string, payload: object, session = '') =>
    app.inject({
      method: 'POST',
      url: `/customer-api${url}`,
      payload,
      headers: { 'x-customer-session': session, 'accept-language': 'en', 'user-agent': 'PhoneBrowser/1.0' },
    });
  expect((await customer('/open', { token })).statusCode).toBe(200);
  const code = await eventually(() => codeTextedTo(call, user, contact.mobile));
  const verified = await customer('/verify', { token, code });
  expect(verified.statusCode, verified.body).toBe(200);
  const submitted = await customer('/submit', answers, verified.json<{ session: string }>().session);
  expect(submitted.statusCode, submitted.body).toBe(200);
  return { token, code };
}

/** Waits until the application's status is no longer one of `waiting` (the decision job runs on the queue). */
export async function statusAfter(call: Caller, user: string, id: string, waiting: readonly string[]) {
  for (let i = 0; i < 200; i++) {
    const { status } = (await call(user, 'GET', `/api/application/status/${id}`)).json<{ status: string }>();
    if (!waiting.includes(status)) return status;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`still ${waiting.join(' or ')}`);
}

export interface BookedDeal {
  id: string;
  /** The link's token and code: secrets the timeline must never carry. */
  token: string;
  code: string;
}

/**
 * A deal from the dealer's first save to Booked. `advance(ms)` moves the app's clock (then the lender signs in
 * again: the session would have expired).
 */
export async function bookedDeal(
  app: App,
  call: Caller,
  tokens: Record<string, string>,
  {
    user,
    lender,
    now,
    advance,
  }: { user: string; lender: string; now: () => Date; advance: (ms: number) => void },
  secrets: { sin: string; dob: string },
): Promise<BookedDeal> {
  const contact = { email: 'casey.timeline@example.com', mobile: '(416) 555-0177' };
  const id = await draftApplication(call, user, { email: contact.email, mobilePhone: contact.mobile });
  const { token, code } = await customerConsents(app, call, user, id, contact, {
    creditReleaseObtained: 'Yes',
    sin: secrets.sin,
    dob: secrets.dob,
  });
  let get = (await call(user, 'GET', `/api/applications/get/${id}`)).json<{
    application: { version: number };
  }>().application;
  for (const step of [
    {
      step: '3-2',
      country: 'CA',
      address1: '12 Elm Street',
      city: 'Toronto',
      province: 'ON',
      postal: 'M4B 1B3',
      titleOwner: 'Own',
      yearsAtCurHouse: 4,
    },
  ]) {
    const saved = await call(user, 'POST', '/api/applications/save', { id, version: get.version, ...step });
    expect(saved.statusCode, saved.body).toBe(200);
    get = saved.json();
  }
  const submitted = await call(user, 'GET', `/api/applications/submit/${id}`);
  expect(submitted.statusCode, submitted.body).toBe(200);
  expect(await statusAfter(call, user, id, ['SubmittedToCredit'])).toBe('Approved');

  const asset = await call(
    user,
    'GET',
    `/api/application/add-asset/${id}?assetName=&assetTypeId=1&assetSubTypeId=3&quantity=1&serialNumber=HP-1&retailCost=7000`,
  );
  expect(asset.statusCode, asset.body).toBe(200);
  const program = await call(
    user,
    'GET',
    `/api/application/save-program/${id}?programId=194&termId=3&leaseDate=${leaseDay(now())}&installationDate=${usDate(now())}&certificateMethod=paper`,
  );
  expect(program.statusCode, program.body).toBe(200);
  const request = await call(
    user,
    'GET',
    `/api/sign/${id}?action=sign&url=/sign/${id}&customerSignMethod=Embed&language=en`,
  );
  expect(request.statusCode, request.body).toBe(200);
  const [signer] = request.json<{ urls: Array<{ url: string }> }>().urls;
  const page = new URL(signer?.url ?? '', 'http://x').pathname;
  const signed = await app.inject({
    method: 'POST',
    url: `${page}/sign`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ consent: 'yes', kind: 'typed', typedName: 'Alex' }).toString(),
  });
  expect(signed.statusCode).toBe(200);
  expect(await statusAfter(call, user, id, ['Waiting for Signature'])).toBe('Signatures Received');

  // The bill of sale at the amount financed: $7,000 and Ontario's 13 % HST.
  await submitPackage(app, tokens[user] ?? '', id, 791_000);
  // Funded once the cooling-off period has ended.
  advance(30 * 86_400_000);
  tokens[lender] = await login(app, lender);
  const booked = await call(lender, 'POST', `/api/underwriter/funding/${id}`, {
    decision: 'fund',
    fundingDate: now().toISOString().slice(0, 10),
  });
  expect(booked.json()).toEqual({ status: 'Booked' });
  return { id, token, code };
}
