// The electronic completion certificate (issue 13, decision 020) in a browser: the contract signed in person, then
// on the Certification screen the installer filled and Electronic chosen → each signer's link reaches the mailbox →
// the installer signs on their phone, the screen shows who has signed → the customer signs → the certificate is done,
// which the funding checks read. Axe clean; the signer's page usable at 375 px.
import type { APIRequestContext, Browser } from '@playwright/test';
import { expectNoHorizontalScroll } from './decision-helpers.ts';
import { expect, expectNoAxeViolations, loginByApi, test, USERS, useLocale } from './fixtures.ts';
import { signableApplication, signContract } from './signing-helpers.ts';

const T = {
  title: 'Completion certificate',
  installerName: 'Installer name',
  installerEmail: 'Installer e-mail',
  installerCompany: 'Installer company',
  electronic: 'Electronic',
  send: 'Send for electronic signature',
  signers: 'Who signs the certificate',
  waiting: /Waiting for signature/,
  signed: /Signed /,
  check: 'Check the signatures',
  done: /the certificate is done/,
  pageTitle: 'Sign the completion certificate',
  consent: /I agree to sign this completion certificate electronically/,
  sign: 'Sign',
  signedDone: /Your signature was recorded/,
};
const INSTALLER = 'installer.e2e@example.com';
/** The customer's address on every application the journeys submit. */
const CUSTOMER = 'alex@example.com';

/** The newest signing link the mailbox holds for an address about a loan (the mail job delivers it in seconds). */
async function linkFor(request: APIRequestContext, token: string, to: string, loan: string) {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mailbox = await request.get('/api/mailbox', { headers: { Authorization: token } });
        const { messages } = (await mailbox.json()) as {
          messages: { to: string; subject: string; text: string }[];
        };
        link = messages
          .filter((m) => m.to === to && m.subject.includes(loan))
          .map((m) => /(https?:\/\/\S+\/esign\/\S+)/.exec(m.text)?.[1])
          .find((url) => url !== undefined);
        return link;
      },
      { timeout: 20_000, message: `a certificate signing link for ${to} in the mailbox` },
    )
    .toBeTruthy();
  return link ?? '';
}

/** A signer opens their link on their own phone (no session, 375 px) and signs with their typed name. */
async function signOnPhone(browser: Browser, link: string, axe: boolean) {
  const phone = await browser.newContext({ viewport: { width: 375, height: 800 }, locale: 'en-CA' });
  const signer = await phone.newPage();
  await signer.goto(link);
  await expect(signer.getByRole('heading', { level: 1, name: T.pageTitle })).toBeVisible();
  await expectNoHorizontalScroll(signer);
  if (axe) await expectNoAxeViolations(signer, 'certificate signing page at 375 px');
  await signer.getByRole('checkbox', { name: T.consent }).check();
  await signer.getByRole('button', { name: T.sign, exact: true }).click();
  await expect(signer.getByText(T.signedDone)).toBeVisible();
  await phone.close();
}

test('electronic certificate: both signers sign by their e-mailed links, the screen follows, the certificate is done', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  await useLocale(page, 'en');
  const { authToken } = await loginByApi(page, request, USERS.external);
  const id = await signableApplication(request, authToken);
  await signContract(request, authToken, id);

  await page.goto(`/certification/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
  await page.getByRole('textbox', { name: T.installerName }).fill('Jordan Installer');
  await page.getByRole('textbox', { name: T.installerEmail }).fill(INSTALLER);
  await page.getByRole('textbox', { name: T.installerCompany }).fill('Warm Homes Inc.');
  await page.locator('label', { hasText: T.electronic }).click();
  await page.getByRole('button', { name: T.send }).click();

  const signers = page.getByRole('list', { name: T.signers });
  await expect(signers.getByRole('listitem')).toHaveCount(2);
  await expect(signers.getByText(T.waiting)).toHaveCount(2);
  await expectNoAxeViolations(page, 'certification, out for signature');

  const info = await request.get(`/api/completion-certificate/${id}`, {
    headers: { Authorization: authToken },
  });
  const { edgeId } = (await info.json()) as { edgeId: string };
  await signOnPhone(browser, await linkFor(request, authToken, INSTALLER, edgeId), true);
  await page.getByRole('button', { name: T.check }).click();
  await expect(signers.getByRole('listitem').first()).toContainText(T.signed);
  await expect(signers.getByText(T.waiting)).toHaveCount(1);

  await signOnPhone(browser, await linkFor(request, authToken, CUSTOMER, edgeId), false);
  // The last signature seals the certificate; the screen shows it done once the check answers so.
  await expect(async () => {
    if (await page.getByText(T.done).isVisible()) return;
    await page.getByRole('button', { name: T.check }).click({ timeout: 2_000 });
    await expect(page.getByText(T.done)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(signers.getByText(T.waiting)).toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, 'certification, signed, at 375 px');

  const checks = await request.get(`/doc-api/applications/funding-checks/${id}`, {
    headers: { Authorization: authToken },
  });
  const { checks: list } = (await checks.json()) as { checks: { id: string; ok: boolean }[] };
  expect(list.find((c) => c.id === 'certificateDone')?.ok).toBe(true);
});
