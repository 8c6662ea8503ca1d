// The signing journeys' helpers: an approved application with an asset and a saved program, made through the API
// as the screens before Sign would, and the words the journeys select by in both languages.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { decidedStatus, submitApplication } from './decision-helpers.ts';
import type { Locale } from './fixtures.ts';
import { uniqueLastName } from './list-helpers.ts';

export const SIGN_TEXT = {
  en: {
    title: 'Sign the contract',
    inPerson: 'In Person',
    byEmail: 'By Email',
    request: 'Request',
    signAs: (role: string) => new RegExp(`^Sign as ${role}`),
    customer: 'Customer',
    coCustomer: 'Co-customer',
    consent: /I agree to sign this contract electronically/,
    sign: 'Sign',
    draw: 'Draw my signature',
    signedDone: /Your signature was recorded/,
    signed: 'The contract is signed.',
    sent: /Document sent to/,
    next: 'Next',
    certification: /certification/,
  },
  fr: {
    title: 'Signer le contrat',
    inPerson: 'En personne',
    byEmail: 'Par courriel',
    request: 'Demander',
    signAs: (role: string) => new RegExp(`^Signer en tant que ${role}`),
    customer: 'Client',
    coCustomer: 'Co-client',
    consent: /J’accepte de signer ce contrat électroniquement/,
    sign: 'Signer',
    draw: 'Dessiner ma signature',
    signedDone: /Votre signature a été enregistrée/,
    signed: 'Le contrat est signé.',
    sent: /Document envoyé à/,
    next: 'Suivant',
    certification: /certification/,
  },
} as const satisfies Record<Locale, unknown>;

const pad = (n: number) => String(n).padStart(2, '0');

/** Spec §4: the next occurrence of the chosen lease day, month/day/year. */
function nextLeaseDate(day: number, today = new Date()): string {
  const month = today.getDate() >= day ? today.getMonth() + 1 : today.getMonth();
  const date = new Date(today.getFullYear(), month, day);
  return `${date.getMonth() + 1}/${date.getDate()}/${date.getFullYear()}`;
}

/** Submitted, approved, one asset and program 194 over 60 months saved: ready for Sign. */
export async function signableApplication(
  request: APIRequestContext,
  token: string,
  { coApplicant = false } = {},
): Promise<string> {
  const id = await submitApplication(request, token, {
    lastName: uniqueLastName('Sig'),
    coApplicantLastName: coApplicant ? uniqueLastName('Cos') : undefined,
    amount: '8,000.00',
  });
  expect(await decidedStatus(request, token, id)).toBe('Approved');
  await readyToSign(request, token, id);
  return id;
}

/** An approved application's asset and program 194 over 60 months, saved through the API: ready for Sign. */
export async function readyToSign(request: APIRequestContext, token: string, id: string): Promise<void> {
  const headers = { Authorization: token };
  const asset = await request.get(
    `/api/application/add-asset/${id}?assetName=&assetTypeId=1&assetSubTypeId=1&quantity=1&serialNumber=SN-1&retailCost=5000`,
    { headers },
  );
  expect(asset.ok(), `add-asset: ${await asset.text()}`).toBe(true);
  const today = new Date();
  const installation = `${pad(today.getMonth() + 1)}/${pad(today.getDate())}/${today.getFullYear()}`;
  const saved = await request.get(
    `/api/application/save-program/${id}?programId=194&termId=5&leaseDate=${encodeURIComponent(nextLeaseDate(15))}&installationDate=${encodeURIComponent(installation)}&certificateMethod=paper`,
    { headers },
  );
  expect(saved.ok(), `save-program: ${await saved.text()}`).toBe(true);
}

/** The contract requested in person through the API; answers the customer's signing link. */
export async function requestContract(
  request: APIRequestContext,
  token: string,
  id: string,
  language: Locale = 'en',
): Promise<string> {
  const search = new URLSearchParams({
    action: 'sign',
    url: `/sign/${id}`,
    customerSignMethod: 'Embed',
    language,
  });
  const answer = await request.get(`/api/sign/${id}?${search}`, { headers: { Authorization: token } });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { urls } = (await answer.json()) as { urls: Array<{ url: string }> };
  return urls[0]?.url ?? '';
}

/**
 * The customer signs on the built-in page's form (the contract in `language`); waits until the deal says signed. The
 * set-up of a journey whose subject comes after signing: signing in person is signing.spec's subject.
 */
export async function signContract(
  request: APIRequestContext,
  token: string,
  id: string,
  language: Locale = 'en',
): Promise<void> {
  const link = await requestContract(request, token, id, language);
  const signed = await request.post(`${new URL(link, 'http://x').pathname}/sign`, {
    form: { consent: 'yes', kind: 'typed', typedName: 'Alex Customer' },
  });
  expect(signed.status()).toBeLessThan(400);
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/applications/get/${id}`, { headers: { Authorization: token } });
      return ((await answer.json()) as { closing: { signed: boolean } }).closing.signed;
    })
    .toBe(true);
}

/** Signs in person as the customer on the built-in signing page (the real signing flow of issue 12). */
export async function signInPerson(page: Page, locale: Locale, id: string) {
  const t = SIGN_TEXT[locale];
  await page.goto(`/sign/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await page.getByRole('button', { name: t.request, exact: true }).click();
  const link = page.getByRole('link', { name: t.signAs(t.customer) });
  const [popup] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await popup.waitForLoadState();
  await popup.getByRole('checkbox', { name: t.consent }).check();
  await popup.getByRole('button', { name: t.sign, exact: true }).click();
  await expect(popup.getByText(t.signedDone)).toBeVisible();
  // The done page's module script tells the Sign screen (BroadcastChannel); it has run once the page has loaded.
  await popup.waitForLoadState('load');
  await popup.close();
  await page.bringToFront();
  await expect(page.getByText(t.signed)).toBeVisible({ timeout: 20_000 });
}
