// The scan page's other states (spec §6, §8): a denied camera, a browser that cannot scan, Quebec vendors'
// notice; every state axe-clean in English and French, usable by keyboard, and on a 375-pixel-wide phone.
import type { Page } from '@playwright/test';
import { expect, type Locale, loginByApi, pictureIfAsked, test, USERS, useLocale } from './fixtures.ts';
import { ONTARIO_LICENCE, renderPdf417 } from './scan-helpers.ts';
import { createApplication, expectStep, WIZARD_TEXT } from './wizard-helpers.ts';

test.describe.configure({ timeout: 90_000 });

const TEXT = {
  en: {
    scanNow: 'Scan now',
    photo: 'Take or choose a photo',
    denied: 'Camera access was denied. Allow the camera to scan a licence.',
    unsupported: 'This browser is too old to scan a licence. Please use an up-to-date browser.',
    review: 'Information read from the licence',
    quebec: 'Licence scanning is not available to vendors in Quebec. Choose Skip and type the information.',
  },
  fr: {
    scanNow: 'Numériser',
    photo: 'Prendre ou choisir une photo',
    denied: 'L’accès à la caméra a été refusé. Autorisez la caméra pour lire un permis.',
    unsupported: 'Ce navigateur est trop ancien pour lire un permis. Veuillez utiliser un navigateur à jour.',
    review: 'Renseignements lus sur le permis',
    quebec:
      'La numérisation du permis n’est pas offerte aux marchands du Québec. Choisissez Passer et saisissez les renseignements.',
  },
} as const;

/** Makes getUserMedia fail as a browser does when the user refuses the camera. */
async function denyCamera(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!navigator.mediaDevices) return;
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the scan page is wider than the screen').toBeLessThanOrEqual(0);
}

for (const locale of ['en', 'fr'] as Locale[]) {
  const t = TEXT[locale];
  const w = WIZARD_TEXT[locale];

  test(`a denied camera says so; the photo's review passes axe (${locale})`, async ({
    page,
    request,
    axe,
  }) => {
    await useLocale(page, locale);
    await denyCamera(page);
    const { authToken } = await loginByApi(page, request, USERS.external);
    const id = await createApplication(request, authToken, { coApplicant: true, recent: false });

    await page.goto(`/application/2/${id}`);
    await expectStep(page, w.step2);
    await axe(`scan page (${locale})`);

    // By keyboard alone: Tab reaches Scan now, Enter presses it.
    const scanNow = page.getByRole('button', { name: t.scanNow, exact: true });
    for (let i = 0; i < 40 && !(await scanNow.evaluate((b) => b === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(scanNow).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText(t.denied);
    await axe(`camera denied (${locale})`);
    await pictureIfAsked(page, `scan-denied-${locale}`);

    // The photo still works, on the co-applicant's page too.
    await page.goto(`/application/coborrower/0/${id}`);
    await expectStep(page, w.co0);
    const symbol = await renderPdf417(ONTARIO_LICENCE, 4);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: t.photo }).click();
    await (await chooser).setFiles({ name: 'licence.png', mimeType: 'image/png', buffer: symbol.png });
    await expect(page.getByRole('heading', { name: t.review })).toBeFocused();
    await axe(`review of what was read (${locale})`);
    await pictureIfAsked(page, `scan-review-${locale}`);
  });

  test(`a browser without camera access is told it cannot scan (${locale})`, async ({ page, request }) => {
    await useLocale(page, locale);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
    });
    const { authToken } = await loginByApi(page, request, USERS.external);
    const id = await createApplication(request, authToken, { coApplicant: false, recent: false });
    await page.goto(`/application/2/${id}`);
    await expectStep(page, w.step2);
    await page.getByRole('button', { name: t.scanNow, exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(t.unsupported);
    // The photo remains the way to scan.
    await expect(page.getByRole('button', { name: t.photo })).toBeEnabled();
  });

  test(`Quebec vendors see the notice and no scanning (${locale})`, async ({ page, request, axe }) => {
    await useLocale(page, locale);
    const { authToken } = await loginByApi(page, request, USERS.quebec);
    const id = await createApplication(request, authToken, {
      coApplicant: true,
      recent: false,
      region: 'QC',
    });
    for (const [path, heading] of [
      [`/application/2/${id}`, w.step2],
      [`/application/coborrower/0/${id}`, w.co0],
    ] as const) {
      await page.goto(path);
      await expectStep(page, heading);
      await expect(page.getByText(t.quebec)).toBeVisible();
      await expect(page.getByRole('button', { name: t.scanNow, exact: true })).toHaveCount(0);
      await expect(page.getByRole('button', { name: t.photo })).toHaveCount(0);
      await expect(page.getByRole('button', { name: w.skip })).toBeVisible();
    }
    await axe(`Quebec notice (${locale})`);
  });
}

test('the scan page fits a 375-pixel-wide phone, before and after a read', async ({ page, request, axe }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await denyCamera(page);
  const { authToken } = await loginByApi(page, request, USERS.external);
  const id = await createApplication(request, authToken, { coApplicant: false, recent: false });
  await page.goto(`/application/2/${id}`);
  await expectStep(page, WIZARD_TEXT.en.step2);
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Scan now', exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoHorizontalScroll(page);
  const symbol = await renderPdf417(ONTARIO_LICENCE, 4);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Take or choose a photo' }).click();
  await (await chooser).setFiles({ name: 'licence.png', mimeType: 'image/png', buffer: symbol.png });
  await expect(page.getByRole('heading', { name: 'Information read from the licence' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await axe('scan review at 375 px');
  await pictureIfAsked(page, 'scan-review-375');
});
