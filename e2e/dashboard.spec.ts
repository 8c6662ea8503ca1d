// The dashboard: a widget per group with the count the API gives, each linking to its list; and page not found.
import { expect, loginByApi, test, USERS } from './fixtures.ts';

/** Dashboard groups (spec §4) in order, with their list slug and English title. */
const GROUPS = [
  ['Incomplete', 'incomplete', 'Incomplete'],
  ['All', 'all', 'All'],
  ['Pending', 'pending', 'Pending'],
  ['Approved', 'approved', 'Approved'],
  ['DocumentProgress', 'document-progress', 'Document progress'],
  ['NotApproved', 'not-approved', 'Not approved'],
  ['Kamsel', 'kamsel', 'Second look'],
  ['MissingDocuments', 'missing-documents', 'Missing documents'],
  ['Funded', 'funded', 'Funded'],
  ['CompleteBooking', 'complete-booking', 'Complete booking'],
  ['Cancelled', 'cancelled', 'Cancelled'],
] as const;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('each widget shows its count and opens its list', async ({ page, request }) => {
  const { authToken } = await loginByApi(page, request, USERS.external);
  const summaryResponse = await request.get('/api/applications/summary', {
    headers: { Authorization: authToken },
  });
  expect(summaryResponse.ok()).toBe(true);
  const summary = ((await summaryResponse.json()) as { results: Record<string, unknown> }).results;

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(
    page
      .getByRole('button', { name: 'New application' })
      .or(page.getByRole('link', { name: 'New application' })),
  ).toBeVisible();
  await expect(
    page
      .getByRole('button', { name: 'Payment calculator' })
      .or(page.getByRole('link', { name: 'Payment calculator' })),
  ).toBeVisible();

  for (const [key, slug, title] of GROUPS) {
    await test.step(`${title} → /applications/${slug}`, async () => {
      const widget = page
        .getByRole('link', { name: new RegExp(escapeRegExp(title)) })
        .and(page.locator(`[href$="/applications/${slug}"]`));
      await expect(widget).toBeVisible();
      const count = summary[key];
      expect(typeof count, `the summary has a number for ${key}`).toBe('number');
      await expect(widget).toHaveAccessibleName(new RegExp(`(^|\\D)${String(count)}(\\D|$)`));

      await widget.click();
      await expect(page).toHaveURL(new RegExp(`/applications/${slug}$`));
      // The list's title is its group's, as on the widget.
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
      await expect(page.getByText('Page not found')).toHaveCount(0);
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    });
  }
});

test('an unknown address shows Page not found with that address', async ({ page, request }) => {
  await loginByApi(page, request, USERS.external);
  await page.goto('/no-such-page/here?x=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/no-such-page/here')).toBeVisible();
});
