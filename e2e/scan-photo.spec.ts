// The photo fallback of the licence scan (spec §2, §7): a photo goes to POST /api/applications/scan/{id}, the
// server reads it, and the fields are shown and filled in as with the camera; a licence from another country
// shows what the vendor's form refuses and leaves it out; a photo without a barcode shows the server's message.
import { expect, loginByApi, test, USERS } from './fixtures.ts';
import { licencePhoto, NEW_YORK_LICENCE, renderPdf417 } from './scan-helpers.ts';
import { createApplication, expectStep, field, WIZARD_TEXT } from './wizard-helpers.ts';

const t = WIZARD_TEXT.en;

test.describe.configure({ timeout: 90_000 });

test('a photo of the barcode is read by the server and fills in the next steps', async ({
  page,
  request,
}) => {
  const { authToken } = await loginByApi(page, request, USERS.external);
  const id = await createApplication(request, authToken, { coApplicant: false, recent: false });
  const photo = await licencePhoto();
  const expected =
    photo.source === 'generated'
      ? { firstName: 'ELODIE', lastName: 'TREMBLAY', dob: '07/04/1985', city: 'TORONTO', postal: 'M5H 1A1' }
      : { firstName: 'MARY', lastName: 'TESTER', dob: '06/03/1996', city: 'FERGUS', postal: 'N1M 3J6' };
  test.info().annotations.push({ type: 'photo', description: photo.source });

  await page.goto(`/application/2/${id}`);
  await expectStep(page, t.step2);
  const answered = page.waitForResponse((r) => r.url().includes(`/api/applications/scan/${id}`));
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Take or choose a photo' }).click();
  await (await chooser).setFiles(photo);
  const answer = await answered;
  expect(answer.status()).toBe(200);
  expect(answer.request().headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);

  await expect(page.getByRole('heading', { name: 'Information read from the licence' })).toBeFocused();
  await expect(page.locator('[data-field="lastName"] dd')).toHaveText(expected.lastName);
  await expect(page.locator('[data-field="dob"] dd')).toHaveText(expected.dob);
  await expect(page.locator('[data-field="country"] dd')).toHaveText('Canada');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  await expectStep(page, t.step3_1);
  await expect(field(page, t.firstName)).toHaveValue(expected.firstName);
  await expect(field(page, t.dob)).toHaveValue(expected.dob);
  await page.goto(`/application/3-2/${id}`);
  await expectStep(page, t.step3_2);
  await expect(field(page, t.city)).toHaveValue(expected.city);
  await expect(field(page, t.postal)).toHaveValue(expected.postal);
});

test('a New York licence on an Ontario vendor’s application: the state, zip and country are left out, saying why', async ({
  page,
  request,
}) => {
  const { authToken } = await loginByApi(page, request, USERS.external);
  const id = await createApplication(request, authToken, { coApplicant: false, recent: false });
  const symbol = await renderPdf417(NEW_YORK_LICENCE, 4);

  await page.goto(`/application/2/${id}`);
  await expectStep(page, t.step2);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Take or choose a photo' }).click();
  await (await chooser).setFiles({ name: 'ny.png', mimeType: 'image/png', buffer: symbol.png });

  await expect(page.getByRole('heading', { name: 'Information read from the licence' })).toBeVisible();
  const row = (name: string) => page.locator(`[data-field="${name}"]`);
  await expect(row('province').locator('dt')).toHaveText('State');
  await expect(row('province').locator('dd')).toHaveText(
    'NYNot filled in: Choose one of the provinces offered.',
  );
  await expect(row('postal').locator('dt')).toHaveText('Zip code');
  await expect(row('postal').locator('dd')).toContainText('Not filled in: Enter a postal code as A1A 1A1.');
  await expect(row('country').locator('dd')).toContainText(
    "United StatesNot filled in: The country must be the vendor's country.",
  );
  await expect(row('dob').locator('dd')).toHaveText('03/14/1979');

  const saved = page.waitForRequest((r) => r.url().endsWith('/api/applications/save'));
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const body = (await saved).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ step: '2', mode: 'next', firstName: 'JAMES', city: 'NEW YORK' });
  expect(body).not.toHaveProperty('province');
  expect(body).not.toHaveProperty('postal');
  expect(body).not.toHaveProperty('country');
  await expectStep(page, t.step3_1);
  await expect(field(page, t.lastName)).toHaveValue('MILLER');
  // The stored Ontario address stays as it was.
  await page.goto(`/application/3-2/${id}`);
  await expectStep(page, t.step3_2);
  await expect(field(page, t.province)).toHaveValue('ON');
  await expect(field(page, t.postal)).toHaveValue('M5H 1A1');
});

test('a photo without a licence barcode shows the server’s message; a file the browser cannot open says so', async ({
  page,
  request,
}) => {
  const { authToken } = await loginByApi(page, request, USERS.external);
  const id = await createApplication(request, authToken, { coApplicant: false, recent: false });
  await page.goto(`/application/2/${id}`);
  await expectStep(page, t.step2);

  // A plain grey PNG, made by the page itself.
  const grey = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 360;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#888';
      context.fillRect(0, 0, 640, 360);
    }
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    return Array.from(new Uint8Array(await (blob ?? new Blob()).arrayBuffer()));
  });
  let chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Take or choose a photo' }).click();
  await (await chooser).setFiles({ name: 'grey.png', mimeType: 'image/png', buffer: Buffer.from(grey) });
  await expect(page.getByRole('alert')).toHaveText(/^No licence barcode was found in the photo\./);

  // Not an image at all (what a HEIC photo is to a browser that cannot decode it).
  chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Take or choose a photo' }).click();
  await (await chooser).setFiles({
    name: 'photo.heic',
    mimeType: 'image/heic',
    buffer: Buffer.from('not a photo'),
  });
  await expect(page.getByRole('alert')).toHaveText(
    'Scan Error: This photo could not be opened. Choose a JPEG or PNG photo.',
  );
});
