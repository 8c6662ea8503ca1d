// Signing (spec §2 Sign, §4; issue 12): in person for customer and co-customer in EN and FR, signed in the browser
// on the built-in pages, the screen turns to signed and Next goes to Certification; by e-mail, the message in the
// mailbox opens the signing page and signing completes the envelope; axe clean and usable at 375 px.
import type { Page } from '@playwright/test';
import { expectNoHorizontalScroll } from './decision-helpers.ts';
import {
  expect,
  expectNoAxeViolations,
  type Locale,
  loginByApi,
  test,
  USERS,
  useLocale,
} from './fixtures.ts';
import { SIGN_TEXT, signableApplication } from './signing-helpers.ts';

/** Signs on the built-in page that a 'sign as' link opened: consent, then a typed or a drawn signature. */
async function signOnPage(popup: Page, locale: Locale, draw: boolean) {
  const t = SIGN_TEXT[locale];
  await expect(popup.locator('html')).toHaveAttribute('lang', locale);
  // The contract's pages are drawn first (pdf.js): the form moves down as they arrive.
  await expect.poll(async () => popup.locator('#pages canvas').count()).toBeGreaterThan(0);
  await expect(popup.locator('#pages [role="status"]')).toHaveCount(0);
  await popup.getByRole('checkbox', { name: t.consent }).check();
  if (draw) {
    await popup.getByRole('radio', { name: t.draw }).check();
    const pad = popup.getByRole('img', { name: /signature/i });
    const box = await pad.boundingBox();
    if (!box) throw new Error('no signature pad');
    await popup.mouse.move(box.x + 20, box.y + box.height / 2);
    await popup.mouse.down();
    await popup.mouse.move(box.x + box.width / 2, box.y + 20, { steps: 8 });
    await popup.mouse.move(box.x + box.width - 20, box.y + box.height - 20, { steps: 8 });
    await popup.mouse.up();
  }
  await popup.getByRole('button', { name: t.sign, exact: true }).click();
  await expect(popup.getByText(t.signedDone)).toBeVisible();
}

for (const locale of ['en', 'fr'] as const) {
  test(`signs in person for customer and co-customer, then goes to Certification (${locale})`, async ({
    page,
    request,
    context,
    axe,
  }) => {
    test.setTimeout(120_000);
    const t = SIGN_TEXT[locale];
    await useLocale(page, locale);
    const { authToken } = await loginByApi(page, request, USERS.external);
    const id = await signableApplication(request, authToken, { coApplicant: true });

    await page.goto(`/sign/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await axe(`sign screen (${locale})`);
    await page.getByRole('button', { name: t.request, exact: true }).click();

    for (const [role, draw] of [
      [t.customer, false],
      [t.coCustomer, true],
    ] as const) {
      const link = page.getByRole('link', { name: t.signAs(role) });
      const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await popup.setViewportSize({ width: 375, height: 800 });
      await popup.waitForLoadState();
      await expect(popup.getByRole('img', { name: /1/ }).first()).toBeVisible();
      await expectNoHorizontalScroll(popup);
      await signOnPage(popup, locale, draw);
      await popup.close();
      await page.bringToFront();
    }

    await expect(page.getByText(t.signed)).toBeVisible({ timeout: 20_000 });
    await axe(`sign screen, signed (${locale})`);
    await page.getByRole('button', { name: t.next, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/certification/${id}$`));
  });
}

test('by e-mail: the message in the mailbox opens the signing page, and signing completes the envelope', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const t = SIGN_TEXT.en;
  const { authToken } = await loginByApi(page, request, USERS.external);
  const id = await signableApplication(request, authToken);

  // Only a message that arrives after the request counts: the mailbox (newest first) also holds earlier journeys'
  // links to the same customer, used or cancelled since (the certificate's among them).
  const mailboxNow = async () => {
    const mailbox = await request.get('/api/mailbox', { headers: { Authorization: authToken } });
    return ((await mailbox.json()) as { messages: { id: number; to: string; text: string }[] }).messages;
  };
  const before = new Set((await mailboxNow()).map((m) => m.id));

  await page.goto(`/sign/${id}`);
  await page.getByRole('radio', { name: t.byEmail }).check();
  await page.getByRole('button', { name: t.request, exact: true }).click();
  await expect(page.getByText(t.sent)).toBeVisible();

  // The message is delivered by the mail job: the mailbox shows it within a few seconds.
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        link = (await mailboxNow())
          .filter((m) => !before.has(m.id) && m.to === 'alex@example.com')
          .map((m) => /(https?:\/\/\S+\/esign\/\S+)/.exec(m.text)?.[1])
          .find((url) => url !== undefined);
        return link;
      },
      { timeout: 20_000, message: 'a signing link in the mailbox' },
    )
    .toBeTruthy();

  // The customer opens the link on their own phone: no session, 375 px wide.
  const phone = await browser.newContext({ viewport: { width: 375, height: 800 }, locale: 'en-CA' });
  const signer = await phone.newPage();
  await signer.goto(link ?? '');
  await expectNoHorizontalScroll(signer);
  await expect(signer.getByRole('button', { name: t.sign, exact: true })).toBeVisible();
  await expect.poll(async () => (await signer.locator('#pages canvas').count()) > 0).toBe(true);
  await expectNoAxeViolations(signer, 'signing page at 375 px');
  await signOnPage(signer, 'en', false);
  await phone.close();

  await page.reload();
  await expect(page.getByText(t.signed)).toBeVisible();
});
