// The application list (spec §2 ApplicationList, §4 row actions and event redirects): search, sort, page size,
// pages and the grid kept in the URL; actions loaded per row, asked before they run; delete; the actions an
// internal vendor does not get; Sync; axe in English, in French and on a phone; the keyboard alone.
import { decidedStatus, submitApplication } from './decision-helpers.ts';
import { expect, type Locale, loginByApi, test, USERS, useLocale } from './fixtures.ts';
import { createIncomplete, expectShowing, LIST_TEXT, rowNames, uniqueLastName } from './list-helpers.ts';

const t = LIST_TEXT.en;
const FIRST_NAMES = ['Ann', 'Ben', 'Cal', 'Dee', 'Eve', 'Fay'];

test('search, sort, entries per page, pages and the grid live in the URL', async ({ page, request }) => {
  const { authToken } = await loginByApi(page, request, USERS.internal);
  const lastName = uniqueLastName();
  for (const firstName of FIRST_NAMES) await createIncomplete(request, authToken, { firstName, lastName });

  await page.goto('/applications/all');
  await expect(page.getByRole('heading', { level: 1, name: t.all })).toBeVisible();
  await page.getByRole('searchbox', { name: t.search }).fill(lastName.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`[?&]q=${lastName.toLowerCase()}(&|$)`));
  await expectShowing(page, t.showing(1, 6, 6));

  await page.getByRole('button', { name: 'First name' }).click();
  await expect(page).toHaveURL(/sort=firstName&dir=asc/);
  await expect(page.getByRole('columnheader', { name: 'First name' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect.poll(() => rowNames(page)).toEqual(FIRST_NAMES.map((f) => `${f} ${lastName}`));
  await page.getByRole('button', { name: 'First name' }).click();
  await expect(page.getByRole('columnheader', { name: 'First name' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect.poll(() => rowNames(page)).toEqual([...FIRST_NAMES].reverse().map((f) => `${f} ${lastName}`));

  await page.getByRole('combobox', { name: t.pageSize }).selectOption('4');
  await expect(page).toHaveURL(/pageSize=4/);
  await expectShowing(page, t.showing(1, 4, 6));
  const pages = page.getByRole('navigation', { name: t.pages });
  await expect(pages.getByRole('link', { name: /^Page \d+$/ })).toHaveCount(2);
  await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await pages.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expectShowing(page, t.showing(5, 6, 6));
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => rowNames(page)).toEqual([`Ben ${lastName}`, `Ann ${lastName}`]);

  await page.getByRole('button', { name: t.grid }).click();
  await expect(page).toHaveURL(/view=grid/);
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('table')).toHaveCount(0);

  // The address alone brings the same list back.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: t.search })).toHaveValue(lastName.toLowerCase());
  await expectShowing(page, t.showing(5, 6, 6));
  await expect(page.getByRole('article', { name: `Ann ${lastName}` })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('table')).toBeVisible();
});

test('an action that changes the application asks first: No keeps it, Yes cancels it', async ({
  page,
  request,
}) => {
  const { authToken } = await loginByApi(page, request, USERS.internal);
  const lastName = uniqueLastName();
  await createIncomplete(request, authToken, { firstName: 'Gil', lastName });
  const name = `Gil ${lastName}`;

  await page.goto(`/applications/incomplete?q=${lastName}`);
  const open = async () => {
    await page.getByRole('button', { name: t.actionsFor(name) }).click();
    await page.getByRole('button', { name: 'Cancel Application' }).click();
    return page.getByRole('dialog', { name: t.confirmTitle });
  };
  let dialog = await open();
  await expect(dialog).toContainText(`Are you sure you want to cancel the application of ${name}?`);
  await dialog.getByRole('button', { name: t.no }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();

  dialog = await open();
  await dialog.getByRole('button', { name: t.yes }).click();
  await expect(page).toHaveURL(/\/applications\/cancelled$/);
  await expect(page.getByText(t.success)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Cancelled' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
});

test('deleting an Incomplete application removes it and lands on the list of all applications', async ({
  page,
  request,
}) => {
  const { authToken } = await loginByApi(page, request, USERS.internal);
  const lastName = uniqueLastName();
  await createIncomplete(request, authToken, { firstName: 'Hal', lastName });
  await createIncomplete(request, authToken, { firstName: 'Ivy', lastName });

  await page.goto(`/applications/incomplete?q=${lastName}`);
  await expectShowing(page, t.showing(1, 2, 2));
  await page.getByRole('button', { name: t.actionsFor(`Hal ${lastName}`) }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog', { name: t.confirmTitle }).getByRole('button', { name: t.yes }).click();

  await expect(page).toHaveURL(/\/applications\/all$/);
  await expect(page.getByText(t.success)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: t.all })).toBeVisible();
  await page.getByRole('searchbox', { name: t.search }).fill(lastName);
  await expectShowing(page, t.showing(1, 1, 1));
  await expect(page.getByRole('row', { name: new RegExp(`Hal ${lastName}`) })).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(`Ivy ${lastName}`) })).toBeVisible();
});

test('an internal vendor gets no Generate Contract on an Approved application; an external vendor does', async ({
  page,
  request,
  browser,
}) => {
  const { authToken } = await loginByApi(page, request, USERS.internal);
  const lastName = uniqueLastName('Apr');
  const id = await submitApplication(request, authToken, { lastName });
  expect(await decidedStatus(request, authToken, id)).toBe('Approved');

  await page.goto(`/applications/approved?q=${lastName}`);
  await page.getByRole('button', { name: t.actionsFor(`Alex ${lastName}`) }).click();
  await expect(page.getByRole('button', { name: 'Re-Submit with Updated Info' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Re-Submit with Co-Applicant' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate Contract' })).toHaveCount(0);

  // The seeded Approved application of the external vendor (Noah Roy): looked at, not changed.
  const context = await browser.newContext();
  const external = await context.newPage();
  await loginByApi(external, request, USERS.external);
  await external.goto('/applications/approved?q=roy');
  await external.getByRole('button', { name: t.actionsFor('Noah Roy') }).click();
  await external.getByRole('button', { name: 'Generate Contract' }).click();
  await expect(external).toHaveURL(/\/assets\/[0-9a-f-]{36}$/);
  await context.close();
});

test('Sync reads the list again and says Sync Finished for 3 seconds', async ({ page, request }) => {
  await loginByApi(page, request, USERS.internal);
  await page.goto('/applications/pending');
  await expect(page.getByRole('heading', { level: 1, name: 'Pending' })).toBeVisible();
  const search = page.waitForResponse((r) => r.url().includes('/api/applications/search'));
  const sync = page.waitForResponse((r) => r.url().endsWith('/doc-api/applications/sync'));
  await page.getByRole('button', { name: t.sync }).click();
  expect((await sync).ok()).toBe(true);
  expect((await search).ok()).toBe(true);
  await expect(page.getByText(t.syncFinished)).toBeVisible();
  await expect(page.getByText(t.syncFinished)).toBeHidden({ timeout: 15_000 });
});

test('the keyboard alone searches, sorts, opens a row’s actions and answers the question', async ({
  page,
  request,
}) => {
  const { authToken } = await loginByApi(page, request, USERS.internal);
  const lastName = uniqueLastName();
  await createIncomplete(request, authToken, { firstName: 'Jo', lastName });
  await page.goto('/applications/incomplete');
  await expect(page.getByRole('heading', { level: 1, name: 'Incomplete' })).toBeVisible();

  const search = page.getByRole('searchbox', { name: t.search });
  await search.focus();
  await page.keyboard.type(lastName);
  await expectShowing(page, t.showing(1, 1, 1));
  await page.getByRole('button', { name: 'City' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('columnheader', { name: 'City' })).toHaveAttribute('aria-sort', 'ascending');

  const toggle = page.getByRole('button', { name: t.actionsFor(`Jo ${lastName}`) });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: t.actionsFor(`Jo ${lastName}`) });
  const del = dialog.getByRole('button', { name: 'Delete', exact: true });
  await expect(del).toBeVisible();
  // The focus stays in the dialog; Tab reaches the actions.
  for (let i = 0; i < 6 && !(await del.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(del).toBeFocused();
  await page.keyboard.press('Enter');
  const question = page.getByRole('dialog', { name: t.confirmTitle });
  await expect(question.getByRole('button', { name: t.no })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(page).toHaveURL(/\/applications\/incomplete/);
});

for (const locale of ['en', 'fr'] as Locale[]) {
  test(`the list, a row's actions and the question pass axe (${locale})`, async ({ page, request, axe }) => {
    // Four axe runs over the whole list: 27–34 s on a loaded 2-core machine, against the default 30 s.
    test.setTimeout(90_000);
    const text = LIST_TEXT[locale];
    await useLocale(page, locale);
    await loginByApi(page, request, USERS.external);
    await page.goto('/applications/all');
    await expect(page.getByRole('heading', { level: 1, name: text.all })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await axe(`/applications/all (${locale})`);

    await page.getByRole('button', { name: text.actionsFor('Olivia Brown') }).click();
    const deleteLabel = locale === 'en' ? 'Delete' : 'Supprimer';
    await expect(page.getByRole('button', { name: deleteLabel, exact: true })).toBeVisible();
    await axe(`/applications/all with a row's actions open (${locale})`);
    await page.getByRole('button', { name: deleteLabel, exact: true }).click();
    await expect(page.getByRole('dialog', { name: text.confirmTitle })).toBeVisible();
    await axe(`/applications/all, the question (${locale})`);
    await page.getByRole('dialog').getByRole('button', { name: text.no, exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: text.grid }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
    await axe(`/applications/all?view=grid (${locale})`);
  });
}

test.describe('phone (375×812)', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  for (const locale of ['en', 'fr'] as Locale[]) {
    test(`opens as cards, fits the screen and passes axe (${locale})`, async ({ page, request, axe }) => {
      const text = LIST_TEXT[locale];
      await useLocale(page, locale);
      await loginByApi(page, request, USERS.external);
      await page.goto('/applications/all?pageSize=4');
      await expect(page.getByRole('article')).toHaveCount(4);
      await expect(page.getByRole('table')).toHaveCount(0);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, 'the page is wider than the screen').toBeLessThanOrEqual(375);
      await axe(`/applications/all on a phone (${locale})`);

      await page.getByRole('button', { name: text.list }).click();
      await expect(page.getByRole('table')).toBeVisible();
      const listWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(listWidth, 'the table scrolls inside its own region').toBeLessThanOrEqual(375);
      await axe(`/applications/all?view=list on a phone (${locale})`);
    });
  }
});
