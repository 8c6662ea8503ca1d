// The offline tablet (issue 39, decision 057), one journey per language and screen: signed in, the service worker in
// control, the network cut (Playwright's offline mode); a whole application with a co-applicant and a licence read from
// a photo, kept on the tablet step by step; the app closed and opened again offline; the network back, the kept steps
// sent in order, the application the same field for field as one typed online, then submitted; an application changed
// on another device meanwhile, shown and resolved; a sign-out offline that leaves nothing readable in IndexedDB or the
// caches. Every new state passes axe.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, type Locale, login, TEXT, test, USERS, useLocale } from './fixtures.ts';
import { licencePhoto } from './scan-helpers.ts';
import {
  createApplication,
  expectStep,
  field,
  fillPerson,
  typeMasked,
  WIZARD_TEXT,
} from './wizard-helpers.ts';

test.describe.configure({ timeout: 240_000 });
// The service worker is what this journey is about (the other journeys block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const WORDS = {
  en: {
    offline: /^You are offline\./,
    sent: 'The steps kept on this tablet were sent.',
    saved: 'Saved on this tablet — will be sent when back online',
    needsNetwork: /^Submitting needs the network\./,
    photo: 'Take or choose a photo',
    continue: 'Continue',
    readHeading: 'Information read from the licence',
    sameAddress: 'Use the applicant’s address',
    conflictTitle: 'Changed on another device meanwhile',
    keepMine: 'Keep mine',
    logout: 'Log out',
    sinLeftOut: /The SIN is never kept on this tablet/,
    calculatorAmount: 'Amount before tax',
    keptSheet: 'Offline: priced on the rate sheet kept on this tablet',
    termsCaption: /^Monthly payments on \$11,300\.00 at /,
  },
  fr: {
    offline: /^Vous êtes hors ligne\./,
    sent: 'Les étapes gardées sur cette tablette ont été envoyées.',
    saved: 'Enregistré sur cette tablette — sera envoyé au retour en ligne',
    needsNetwork: /^La soumission exige le réseau\./,
    photo: 'Prendre ou choisir une photo',
    continue: 'Continuer',
    readHeading: 'Renseignements lus sur le permis',
    sameAddress: 'Reprendre l’adresse du demandeur',
    conflictTitle: 'Modifiée sur un autre appareil entre-temps',
    keepMine: 'Garder les miennes',
    logout: 'Se déconnecter',
    sinLeftOut: /Le NAS n’est jamais gardé sur cette tablette/,
    calculatorAmount: 'Montant avant taxes',
    keptSheet: /^Hors ligne.+prix selon la grille de taux gardée sur cette tablette$/,
    termsCaption: /^Versements mensuels sur 11\s300\.00\s\$ à /,
  },
} as const;

/** The service worker controls the page and holds the app shell (precached), so the app opens with no network. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** What IndexedDB and the caches hold: each kept record's bytes as text, the cache names and their addresses. */
async function deviceContents(page: Page) {
  return page.evaluate(async () => {
    const read = (name: string, store: string) =>
      new Promise<Array<{ key: string; text: string; extractable?: boolean }>>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onupgradeneeded = () => open.result.createObjectStore(store);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(store, 'readonly');
          const all = tx.objectStore(store).openCursor();
          const found: Array<{ key: string; text: string; extractable?: boolean }> = [];
          all.onsuccess = () => {
            const cursor = all.result;
            if (!cursor) {
              db.close();
              resolve(found);
              return;
            }
            const value = cursor.value as { data?: ArrayBuffer; extractable?: boolean };
            found.push({
              key: String(cursor.key),
              text: value.data ? new TextDecoder('latin1').decode(new Uint8Array(value.data)) : '',
              extractable: value instanceof CryptoKey ? value.extractable : undefined,
            });
            cursor.continue();
          };
        };
      });
    const cacheNames = await caches.keys();
    const cached: string[] = [];
    for (const name of cacheNames)
      for (const request of await (await caches.open(name)).keys()) cached.push(request.url);
    return {
      steps: await read('vp-offline-steps', 'steps'),
      keys: await read('vp-offline-keys', 'keys'),
      cacheNames,
      cached,
    };
  });
}

const APPLICATION_FIELDS_COMPARED = [
  'amount',
  'applicationType',
  'description',
  'creditReleaseObtained',
  'hasCoApplicant',
  'firstName',
  'lastName',
  'sin',
  'dob',
  'primaryPhone',
  'mobilePhone',
  'businessPhone',
  'email',
  'employer',
  'country',
  'address1',
  'address2',
  'city',
  'province',
  'postal',
  'titleOwner',
  'yearsAtCurHouse',
  'curAddressLess',
  'prevAddress1',
  'status',
] as const;

async function getRecord(request: APIRequestContext, token: string, id: string) {
  const response = await request.get(`/api/applications/get/${id}`, { headers: { Authorization: token } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    application: Record<string, unknown> & { version: number };
    coApplicant: Record<string, unknown> | null;
    consent: { by: string; channel: string | null; at: string | null };
    coApplicantConsent: { by: string; channel: string | null; at: string | null } | null;
  };
}

const pick = (source: Record<string, unknown> | null, fields: readonly string[]) =>
  Object.fromEntries(fields.map((f) => [f, source?.[f] ?? null]));

for (const { locale, viewport } of [
  { locale: 'en' as Locale, viewport: { width: 375, height: 812 } },
  { locale: 'fr' as Locale, viewport: { width: 1024, height: 768 } },
]) {
  test(`offline tablet, ${locale} at ${viewport.width} px: kept, reopened, sent in order, a conflict, a sign-out`, async ({
    page,
    context,
    request,
    axe,
  }) => {
    const t = WIZARD_TEXT[locale];
    const w = WORDS[locale];
    await page.setViewportSize(viewport);
    await useLocale(page, locale);

    // Signed in through the form, the service worker installed and in control.
    await login(page, USERS.external, { locale });
    await expect(page.getByRole('heading', { level: 1, name: TEXT[locale].dashboard })).toBeVisible();
    const token = await page.evaluate(() => window.localStorage.getItem('authUserToken') ?? '');
    expect(token).not.toBe('');
    await waitForServiceWorker(page);
    // Installable as Chromium judges it (Lighthouse 13 has no PWA category): a manifest with its icons, a worker.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // A Playwright context is an incognito profile, where Chromium installs nothing: that one reason is the browser's.
    expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
    const { url: manifestUrl } = await cdp.send('Page.getAppManifest');
    expect(manifestUrl).toMatch(locale === 'fr' ? /\/manifest-fr\.webmanifest$/ : /\/manifest\.webmanifest$/);
    // The calculator priced with no network on the rate sheet the service worker kept from the last visit online.
    await page.goto('/payment-calculator');
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await caches.keys()).includes('vp-api-reference')
            ? (await (await caches.open('vp-api-reference')).keys()).some((r) =>
                r.url.includes('/api/programs/sheet'),
              )
            : false,
        ),
      )
      .toBe(true);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(w.keptSheet)).toBeVisible();
    await typeMasked(field(page, w.calculatorAmount), '10000');
    await expect(page.getByRole('table', { name: w.termsCaption })).toBeVisible();
    await axe(`calculator offline (${locale})`);
    await context.setOffline(false);

    // The salesperson opened the wizard once with the network: the forms' choices are kept by the service worker.
    await page.goto('/application/1/new');
    await expectStep(page, t.step1);

    // In the basement: no network.
    await context.setOffline(true);
    const saves: string[] = [];
    page.on('request', (r) => {
      const match = /\/api\/applications\/(save|save-co-applicant)$/.exec(new URL(r.url()).pathname);
      if (match && r.method() === 'POST') {
        const body = r.postDataJSON() as { step: string };
        saves.push(`${match[1] === 'save' ? 'application' : 'coApplicant'}:${body.step}`);
      }
    });
    await expect(page.getByRole('status').filter({ hasText: w.offline })).toBeVisible();
    await axe(`offline banner, step 1 (${locale})`);

    await page.getByRole('checkbox', { name: t.consent }).check();
    await typeMasked(field(page, t.amount), '9800');
    await page.getByRole('radio', { name: t.finance }).check();
    await field(page, t.description).fill('Heat pump and water heater');
    await page
      .getByRole('group', { name: /co-applicant|codemandeur/ })
      .getByRole('radio', { name: t.yes })
      .check();
    await page.getByRole('button', { name: t.next }).click();

    // The licence from a photo, read in the browser.
    await expectStep(page, t.step2);
    await expect(page).toHaveURL(/\/application\/2\/offline-[0-9a-f-]{36}$/);
    const photo = await licencePhoto();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: w.photo }).click();
    await (await chooser).setFiles(photo);
    await expect(page.getByRole('heading', { name: w.readHeading })).toBeFocused();
    const read = {
      firstName: await page.locator('[data-field="firstName"] dd').textContent(),
      lastName: await page.locator('[data-field="lastName"] dd').textContent(),
    };
    await page.getByRole('button', { name: w.continue, exact: true }).click();

    await expectStep(page, t.step3_1);
    await expect(field(page, t.firstName)).toHaveValue(read.firstName ?? '');
    await typeMasked(field(page, t.sin), '046454286');
    await typeMasked(field(page, t.primaryPhone), '4165550199');
    await typeMasked(field(page, t.businessPhone), '416555010012');
    await field(page, t.email).fill('client@example.com');
    await field(page, t.employer).fill('Acme Manufacturing');
    await page.getByRole('button', { name: t.next }).click();

    await expectStep(page, t.step3_2);
    await page.getByRole('radio', { name: t.own }).check();
    await field(page, t.years).fill('4');
    await page.getByRole('button', { name: t.next }).click();

    await expectStep(page, t.step4);
    await expect(page.getByRole('note', { name: w.saved })).toBeVisible();
    await page.getByRole('button', { name: t.toCoApplicant }).click();
    await expectStep(page, t.co0);
    await page.getByRole('button', { name: t.skip }).click();
    await expectStep(page, t.co1);
    await page.getByRole('checkbox', { name: t.coConsent }).check();
    await field(page, t.relationship).selectOption('spouse');
    await fillPerson(page, t, { firstName: 'Liam', lastName: 'Roy', dob: '01021979' });
    await page.getByRole('button', { name: t.next }).click();
    await expectStep(page, t.co2);
    await page.getByRole('button', { name: w.sameAddress }).click();
    await page.getByRole('button', { name: t.next }).click();
    await expectStep(page, t.co3);
    await expect(page.getByRole('note', { name: w.saved })).toBeVisible();
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('alert').filter({ hasText: w.needsNetwork })).toBeVisible();
    await axe(`kept steps and submit offline (${locale})`);
    expect(saves, 'nothing reached the server while offline').toEqual([]);

    // Closed and opened again, still offline: the app starts from the service worker, the kept steps are there.
    await page.reload();
    await expectStep(page, t.co3);
    await expect(page.getByRole('status').filter({ hasText: w.offline })).toBeVisible();
    await expect(
      page.getByRole('region', { name: /Co-applicant|Codemandeur/ }).getByText('Liam'),
    ).toBeVisible();
    const kept = await deviceContents(page);
    expect(kept.steps).toHaveLength(7);
    for (const secret of ['Liam', read.lastName ?? '', 'client@example.com', '046', 'Heat pump'])
      for (const step of kept.steps) expect(step.text).not.toContain(secret);
    expect(kept.keys.map((k) => k.extractable)).toEqual([false]);
    await page.goto(`/application/3-1/${page.url().split('/').at(-1)}`);
    await expectStep(page, t.step3_1);
    await expect(page.getByRole('note', { name: w.saved })).toContainText(w.sinLeftOut);
    await expect(field(page, t.sin)).toHaveValue('');
    await page.goBack();
    await expectStep(page, t.co3);

    // Back online: sent in order through the ordinary saves; the screen moves to the application's id.
    const sentBodies: Array<{ url: string; body: Record<string, unknown> }> = [];
    page.on('request', (r) => {
      if (/\/api\/applications\/(save|save-co-applicant)$/.test(r.url()) && r.method() === 'POST')
        sentBodies.push({
          url: new URL(r.url()).pathname,
          body: r.postDataJSON() as Record<string, unknown>,
        });
    });
    await context.setOffline(false);
    // The browser's 'online' event, or else the app's own probe of the server (every 5 s while it finds none: after a
    // reload under Playwright's offline mode, Chromium may say online already and send no event).
    await expect(page.getByRole('status').filter({ hasText: w.sent })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/application\/coborrower\/3\/[0-9a-f-]{36}$/);
    expect(saves).toEqual([
      'application:1',
      'application:2',
      'application:3-1',
      'application:3-2',
      'coApplicant:0',
      'coApplicant:1',
      'coApplicant:2',
    ]);
    const id = page.url().split('/').at(-1) as string;
    expect((await deviceContents(page)).steps).toEqual([]);
    // Each step went with the version the one before answered; the consents with the time they were given.
    expect(sentBodies.map((s) => s.body.version)).toEqual([undefined, 1, 2, 3, 4, 5, 6]);
    expect(sentBodies[0]?.body.consentGivenAt).toEqual(expect.any(String));
    expect(sentBodies[5]?.body.consentGivenAt).toEqual(expect.any(String));
    expect(
      sentBodies.some((s) => 'sin' in s.body),
      'the SIN was never kept',
    ).toBe(false);

    // The same steps typed online make the same application, field for field.
    let twinId = 'new';
    let twinVersion: number | undefined;
    for (const { url, body } of sentBodies) {
      const { consentGivenAt: _given, id: _id, version: _version, ...fields } = body;
      const response = await request.post(url, {
        headers: { Authorization: token },
        data: { ...fields, id: twinId, ...(twinVersion ? { version: twinVersion } : {}) },
      });
      expect(response.ok(), await response.text()).toBe(true);
      ({ id: twinId, version: twinVersion } = (await response.json()) as { id: string; version: number });
    }
    const offlineRecord = await getRecord(request, token, id);
    const twin = await getRecord(request, token, twinId);
    expect(pick(offlineRecord.application, APPLICATION_FIELDS_COMPARED)).toEqual(
      pick(twin.application, APPLICATION_FIELDS_COMPARED),
    );
    expect(offlineRecord.coApplicant).toEqual(twin.coApplicant);
    expect(offlineRecord.application).toMatchObject({
      amount: 9800,
      description: 'Heat pump and water heater',
      firstName: read.firstName,
      lastName: read.lastName,
      email: 'client@example.com',
      sin: null,
      hasCoApplicant: 'Yes',
    });
    expect(offlineRecord.coApplicant).toMatchObject({
      firstName: 'Liam',
      lastName: 'Roy',
      coborrowerRelationship: 'spouse',
    });
    // The consent is recorded when it was given on the tablet, before anything was sent.
    expect(offlineRecord.consent).toMatchObject({ by: 'vendor', channel: 'tablet' });
    expect(Date.parse(offlineRecord.consent.at ?? '')).toBeLessThan(Date.parse(twin.consent.at ?? ''));
    await expect(page.getByText(w.sinLeftOut)).toBeVisible();
    await axe(`sent, the SIN asked again (${locale})`);

    // Submit, with the network.
    const toWaiting = page.waitForURL(new RegExp(`/application/submitting/${id}$`), { waitUntil: 'commit' });
    await page.getByRole('button', { name: t.submit }).click();
    await toWaiting;

    // Another device changes an application while this tablet keeps a step of it: shown, and resolved.
    const other = await createApplication(request, token, { coApplicant: false, recent: false });
    await page.goto(`/application/3-1/${other}`);
    await expectStep(page, t.step3_1);
    await context.setOffline(true);
    await field(page, t.employer).fill('Basement Heating Ltd');
    await page.getByRole('button', { name: t.next }).click();
    await expectStep(page, t.step3_2);
    const before = await getRecord(request, token, other);
    const elsewhere = await request.post('/api/applications/save', {
      headers: { Authorization: token },
      data: {
        id: other,
        version: before.application.version,
        step: '3-1',
        firstName: 'Olivia',
        lastName: 'Brown',
        dob: '04/15/1980',
        primaryPhone: '(416) 555-0199',
        businessPhone: '(416) 555-0100 ext. 12',
        email: 'olivia@example.com',
        employer: 'Changed Elsewhere Inc',
      },
    });
    expect(elsewhere.ok()).toBe(true);
    await context.setOffline(false);
    const dialog = page.getByRole('dialog', { name: w.conflictTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('row').filter({ hasText: 'Basement Heating Ltd' })).toContainText(
      'Changed Elsewhere Inc',
    );
    await axe(`conflict (${locale})`);
    await dialog.getByRole('button', { name: w.keepMine }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: w.sent })).toBeVisible();
    expect((await getRecord(request, token, other)).application.employer).toBe('Basement Heating Ltd');

    // A sign-out offline on a shared tablet: nothing of this user is left readable.
    await context.setOffline(true);
    await expectStep(page, t.step3_2);
    await field(page, t.years).fill('7');
    await page.getByRole('button', { name: t.next }).click();
    await expectStep(page, t.step4);
    expect((await deviceContents(page)).steps).toHaveLength(1);
    await page.getByRole('link', { name: w.logout }).click();
    await expect(page.getByRole('heading', { level: 1, name: TEXT[locale].loginTitle })).toBeVisible();
    const left = await deviceContents(page);
    expect(left.steps).toEqual([]);
    expect(left.keys).toEqual([]);
    // The sign-out deletes the reference cache; a reference answer (programs, the forms' choices) asked just before
    // it can still be put by the worker after it (decision 057), keyed by this session: never served to the next
    // person, whose session differs. No other answer is ever kept.
    const reference = /^\/api\/(programs|programs\/sheet|form-options)$/;
    const api = left.cached.map((url) => new URL(url)).filter((url) => url.pathname.startsWith('/api/'));
    expect(api.filter((url) => !reference.test(url.pathname)).map(String)).toEqual([]);
    expect(
      api.filter((url) => !/^[0-9a-f]{32}$/.test(url.searchParams.get('session') ?? '')).map(String),
    ).toEqual([]);
    expect(await page.evaluate(() => window.localStorage.getItem('authUserToken'))).toBeNull();
    await context.setOffline(false);
  });
}
