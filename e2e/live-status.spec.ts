// Live status and Notifications (issue 27, decision 042): a decision arrives on the dashboard without a reload (the
// application submitted through the API, the dashboard's count and the header's badge moved by the stream), the
// Notifications page lists it with its link and marks all read; in English and French, and on a 375 px phone; axe on
// the Notifications page.
import { expectNoHorizontalScroll, submitApplication } from './decision-helpers.ts';
import { expect, type Locale, loginByApi, pictureIfAsked, test, USERS, useLocale } from './fixtures.ts';

const WORDS = {
  en: {
    dashboard: 'Dashboard',
    title: 'Notifications',
    unread: /^Notifications, \d+ unread$/,
    announce: /^You have \d+ unread notifications?\.$/,
    decision: (number: string) =>
      new RegExp(`The credit decision on application ${number} arrived: Approved\\.`),
    markAll: 'Mark all as read',
  },
  fr: {
    dashboard: 'Tableau de bord',
    title: 'Notifications',
    unread: /^Notifications, \d+ non lues?$/,
    announce: /^Vous avez \d+ notifications? non lues?\.$/,
    decision: (number: string) =>
      new RegExp(`La décision de crédit sur la demande ${number} est arrivée\\s: Approuvée\\.`),
    markAll: 'Tout marquer comme lu',
  },
} as const;

const approvedWidget = (page: import('@playwright/test').Page) =>
  page.getByRole('main').locator('a[href$="/applications/approved"]');
const countOf = async (page: import('@playwright/test').Page) =>
  Number((await approvedWidget(page).innerText()).replace(/\D/g, ''));

for (const locale of ['en', 'fr'] as Locale[]) {
  test(`a decision arrives on the dashboard without a reload, and on the Notifications page (${locale})`, async ({
    page,
    request,
    axe,
  }) => {
    const words = WORDS[locale];
    await useLocale(page, locale);
    const { authToken } = await loginByApi(page, request, USERS.external);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: words.dashboard })).toBeVisible();
    await expect(approvedWidget(page)).toBeVisible();
    const before = await countOf(page);
    const badge = page.getByRole('navigation').getByRole('link', { name: /^Notifications/ });
    await expect(badge).toBeVisible();
    // A mark on this document: a reload or a navigation would lose it.
    await page.evaluate(() => {
      (window as unknown as { liveMark: string }).liveMark = 'same page';
    });

    const id = await submitApplication(request, authToken, { lastName: 'Smith', firstName: `Live${locale}` });
    await expect.poll(() => countOf(page), { timeout: 30_000 }).toBe(before + 1);
    await expect(badge).toHaveAccessibleName(words.unread);
    await expect(page.getByTestId('notifications-announcement')).toHaveText(words.announce);
    expect(await page.evaluate(() => (window as unknown as { liveMark?: string }).liveMark)).toBe(
      'same page',
    );

    await badge.click();
    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    const item = page
      .getByRole('listitem')
      .filter({ has: page.locator(`a[href$="/application/approved/${id}"]`) });
    // The notice names the deal by its one reference (decision 048): an approved deal's loan number.
    const application = await request.get(`/api/applications/get/${id}`, {
      headers: { Authorization: authToken },
    });
    const { edgeId } = ((await application.json()) as { application: { edgeId: string | null } }).application;
    expect(edgeId).toMatch(/^C\d{7}$/);
    await expect(item).toContainText(words.decision(edgeId ?? ''));
    await axe(`Notifications (${locale})`);
    await pictureIfAsked(page, `live-notifications-${locale}`);

    await page.getByRole('button', { name: words.markAll }).click();
    await expect(badge).toHaveAccessibleName('Notifications');
    await item.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/application/approved/${id}$`));
  });
}

test.describe('phone (375×812)', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the Notifications page and its badge fit a phone and pass axe, in French', async ({
    page,
    request,
    axe,
  }) => {
    await useLocale(page, 'fr');
    const { authToken } = await loginByApi(page, request, USERS.external);
    await page.goto('/');
    const badge = page.getByRole('navigation').getByRole('link', { name: /^Notifications/ });
    await expect(badge).toBeVisible();
    const id = await submitApplication(request, authToken, { lastName: 'Smith', firstName: 'LivePhone' });
    await expect(badge).toHaveAccessibleName(WORDS.fr.unread, { timeout: 30_000 });
    await badge.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page.locator(`a[href$="/application/approved/${id}"]`)).toBeVisible({ timeout: 30_000 });
    await expectNoHorizontalScroll(page);
    await axe('Notifications (375 px, fr)');
    await pictureIfAsked(page, 'live-notifications-375-fr');
  });
});
