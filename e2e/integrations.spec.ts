// A dealership's own software (issue 41) in the browser: a vendor admin creates an API key and a webhook endpoint in
// Settings, the key reads an application, a credit decision is delivered to a receiver in this test (its signature
// checked with the Standard Webhooks library), the attempt shows in Settings, and the key is revoked. English on a
// desktop, French on a phone; axe on each state.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { submitApplication } from './decision-helpers.ts';
import {
  expect,
  expectNoAxeViolations,
  type Locale,
  loginByApi,
  pictureIfAsked,
  test,
  useLocale,
} from './fixtures.ts';

const TEXT = {
  en: {
    title: 'Integrations',
    keyForm: 'Create key',
    name: 'Name',
    read: 'Read applications',
    write: 'Create and save applications',
    hookForm: 'Add endpoint',
    url: 'Endpoint address (HTTPS)',
    decision: 'Credit decision',
    done: 'Done',
    delivered: 'Delivered',
    revoke: (name: string) => `Revoke the key ${name}`,
    yes: 'Yes',
    revoked: 'Revoked',
    refresh: 'Refresh',
  },
  fr: {
    title: 'Intégrations',
    keyForm: 'Créer la clé',
    name: 'Nom',
    read: 'Lire les demandes',
    write: 'Créer et enregistrer des demandes',
    hookForm: 'Ajouter le point de réception',
    url: 'Adresse du point de réception (HTTPS)',
    decision: 'Décision de crédit',
    done: 'Terminé',
    delivered: 'Livré',
    revoke: (name: string) => `Révoquer la clé ${name}`,
    yes: 'Oui',
    revoked: 'Révoquée',
    refresh: 'Actualiser',
  },
} as const;

// Each run adds keys and endpoints for good: a retry would start from another state.
test.describe.configure({ retries: 0 });
// A credit decision by the queue, then its delivery: longer than a screen's journey on a busy machine.
test.setTimeout(120_000);

/** A receiver of webhooks on 127.0.0.1: keeps every request. */
async function receiver() {
  const received: { headers: Record<string, string>; body: string }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers as Record<string, string>, body });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks`, received, close: () => server.close() };
}

async function shownOnce(page: Page, locale: Locale): Promise<string> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const value = await dialog.locator('[data-shown-once]').inputValue();
  await expectNoAxeViolations(page, `shown once (${locale})`);
  await dialog.getByRole('button', { name: TEXT[locale].done }).click();
  await expect(dialog).toBeHidden();
  return value;
}

async function journey(page: Page, request: APIRequestContext, locale: Locale) {
  const t = TEXT[locale];
  const hooks = await receiver();
  try {
    await useLocale(page, locale);
    const { authToken } = await loginByApi(page, request, 'demo.admin');
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 2, name: t.title })).toBeVisible();

    const keyName = `CRM ${locale} ${Date.now()}`;
    const keyForm = page.getByRole('form', { name: t.keyForm });
    await keyForm.getByRole('textbox', { name: t.name }).fill(keyName);
    await keyForm.getByRole('checkbox', { name: t.read }).check();
    await keyForm.getByRole('checkbox', { name: t.write }).check();
    await keyForm.getByRole('button', { name: t.keyForm }).click();
    const token = await shownOnce(page, locale);
    expect(token).toMatch(/^vpk_/);

    const hookForm = page.getByRole('form', { name: t.hookForm });
    await hookForm.getByRole('textbox', { name: t.url }).fill(hooks.url);
    await hookForm.getByRole('checkbox', { name: t.decision }).check();
    await hookForm.getByRole('button', { name: t.hookForm }).click();
    const secret = await shownOnce(page, locale);
    expect(secret).toMatch(/^whsec_/);
    await expectNoAxeViolations(page, `integrations (${locale})`);

    // A deal submitted; the key reads it; the lender's decision reaches the receiver, signed.
    const id = await submitApplication(request, authToken, { lastName: 'Martin' });
    const read = await request.get(`/api/applications/get/${id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(read.status()).toBe(200);
    await expect.poll(() => hooks.received.some((r) => r.body.includes(id)), { timeout: 120_000 }).toBe(true);
    const delivery = hooks.received.find((r) => r.body.includes(id));
    const payload = new Webhook(secret).verify(delivery?.body ?? '', delivery?.headers ?? {}) as {
      type: string;
    };
    expect(payload.type).toBe('application.decided');

    // The attempt shows in Settings.
    const endpoint = page.locator(`li[data-endpoint="${hooks.url}"]`);
    await endpoint.getByRole('button', { name: t.refresh }).click();
    await expect(endpoint.locator('[data-delivery="delivered"]').first()).toContainText(t.delivered);
    await expect(endpoint.locator('[data-delivery="delivered"]').first()).toContainText('200');
    await expectNoAxeViolations(page, `delivery shown (${locale})`);

    // Revoked, the key stops at once.
    await page.getByRole('button', { name: t.revoke(keyName) }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.yes }).click();
    await expect(page.locator(`li[data-api-key="${keyName}"]`)).toContainText(t.revoked);
    const refused = await request.get(`/api/applications/get/${id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(refused.status()).toBe(401);
  } finally {
    hooks.close();
  }
}

test('a vendor admin connects their software: a key, a webhook delivered and shown, the key revoked', async ({
  page,
  request,
}) => {
  await journey(page, request, 'en');
});

test.describe('phone (375×812)', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  test('en français sur un téléphone : clé, webhook livré et affiché, clé révoquée', async ({
    page,
    request,
  }) => {
    await journey(page, request, 'fr');
    await pictureIfAsked(page, 'integrations-375-fr');
  });
});
