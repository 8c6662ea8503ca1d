// The result screens' actions (spec §2): the co-applicant path on NotApproved (Review Application or Re-submit
// with Co-Borrower), the re-submit of CreditBureauNotFound, PendingApproval's question, a result screen opened by
// id, the Quebec debt ratio over 45%, and the screens on a phone.
import {
  DECISION_TEXT,
  decidedStatus,
  expectNoHorizontalScroll,
  submitAndLand,
  submitApplication,
} from './decision-helpers.ts';
import { expect, loginByApi, test, USERS, useLocale } from './fixtures.ts';

const t = DECISION_TEXT.en;

test('NotApproved with a co-applicant offers Review Application, which opens the review step', async ({
  page,
  request,
}) => {
  const { authToken } = await loginByApi(page, request, USERS.external);
  // Both files must be weak: a joint application is judged on the stronger one.
  const id = await submitApplication(request, authToken, {
    lastName: 'Decline',
    coApplicantLastName: 'Decline',
  });
  await submitAndLand(page, id, '/application/not-approved', t.notApproved);
  await expect(page.getByRole('button', { name: t.resubmitWithCoBorrower })).toHaveCount(0);
  await page.getByRole('link', { name: t.reviewApplication }).click();
  await expect(page).toHaveURL(new RegExp(`/application/4/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Review the application' })).toBeVisible();
});

test('NotApproved without a co-applicant re-submits with a co-borrower and opens the co-applicant scan', async ({
  page,
  request,
}) => {
  const { authToken } = await loginByApi(page, request, USERS.external);
  const id = await submitApplication(request, authToken, { lastName: 'Decline' });
  await submitAndLand(page, id, '/application/not-approved', t.notApproved);
  await expect(page.getByRole('link', { name: t.reviewApplication })).toHaveCount(0);
  await page.getByRole('button', { name: t.resubmitWithCoBorrower }).click();
  await page.getByRole('dialog', { name: t.confirmTitle }).getByRole('button', { name: t.yes }).click();
  await expect(page).toHaveURL(new RegExp(`/application/coborrower/0/${id}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Scan the co-applicant’s driver’s licence' }),
  ).toBeVisible();
  const status = await request.get(`/api/application/status/${id}`, {
    headers: { Authorization: authToken },
  });
  expect(((await status.json()) as { status: string }).status).toBe('Incomplete');
});

test('a Quebec vendor’s re-submit with a co-borrower starts at co-applicant step 1 (no scan), in French', async ({
  page,
  request,
}) => {
  await useLocale(page, 'fr');
  const { authToken } = await loginByApi(page, request, USERS.quebec);
  const id = await submitApplication(request, authToken, {
    lastName: 'Decline',
    quebec: { grossIncome: '7,500.00', totalHousingCosts: '900.00', totalOtherMonthlyCosts: '100.00' },
  });
  await submitAndLand(page, id, '/application/not-approved', DECISION_TEXT.fr.notApproved);
  await page.getByRole('button', { name: DECISION_TEXT.fr.resubmitWithCoBorrower }).click();
  await page
    .getByRole('dialog', { name: DECISION_TEXT.fr.confirmTitle })
    .getByRole('button', { name: DECISION_TEXT.fr.yes })
    .click();
  await expect(page).toHaveURL(new RegExp(`/application/coborrower/1/${id}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Renseignements sur le codemandeur' }),
  ).toBeVisible();
});

test('CreditBureauNotFound re-submits with updated info: step 1 with the resubmitted alert', async ({
  page,
  request,
}) => {
  const { authToken } = await loginByApi(page, request, USERS.external);
  const id = await submitApplication(request, authToken, { lastName: 'Nohit' });
  await submitAndLand(page, id, '/application/credit-bureau-not-found', t.bureauNotFound);
  await expect(page.getByText('Verify the applicant’s name and date of birth.')).toBeVisible();
  await expect(page.getByText('Add the applicant’s Social Insurance Number (SIN).')).toBeVisible();
  await page.getByRole('button', { name: t.resubmitWithUpdatedInfo }).click();
  await page.getByRole('dialog', { name: t.confirmTitle }).getByRole('button', { name: t.yes }).click();
  await expect(page).toHaveURL(new RegExp(`/application/1/${id}\\?resubmitted=1$`));
  await expect(page.getByText('Resubmitted application')).toBeVisible();
});

test('PendingApproval asks about a co-applicant: No goes home, Yes opens the co-applicant scan', async ({
  page,
  request,
}) => {
  const { authToken } = await loginByApi(page, request, USERS.external);
  const id = await submitApplication(request, authToken, { lastName: 'Review' });
  await submitAndLand(page, id, '/application/pending', t.pending);
  const question = page.getByRole('group', { name: t.addCoApplicant });
  await question.getByRole('link', { name: t.no }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.dashboard })).toBeVisible();

  await page.goto(`/application/pending/${id}`);
  await page.getByRole('group', { name: t.addCoApplicant }).getByRole('button', { name: t.yes }).click();
  await expect(page).toHaveURL(new RegExp(`/application/coborrower/0/${id}$`));
});

test('PendingApproval with a co-applicant offers Home and Review Application', async ({ page, request }) => {
  const { authToken } = await loginByApi(page, request, USERS.external);
  const id = await submitApplication(request, authToken, {
    lastName: 'Review',
    coApplicantLastName: 'Review',
  });
  await submitAndLand(page, id, '/application/pending', t.pending);
  await expect(page.getByRole('main').getByRole('link', { name: t.home })).toBeVisible();
  await expect(page.getByRole('link', { name: t.reviewApplication })).toHaveAttribute(
    'href',
    `/application/4/${id}`,
  );
  await expect(page.getByRole('group', { name: t.addCoApplicant })).toHaveCount(0);
});

test('a result screen opened by id goes where the status says, and a missing one is fatal', async ({
  page,
  request,
}) => {
  const { authToken } = await loginByApi(page, request, USERS.external);
  const id = await submitApplication(request, authToken, { lastName: 'Decline' });
  expect(await decidedStatus(request, authToken, id)).toBe('Not Approved');
  await page.goto(`/application/approved/${id}`);
  await expect(page).toHaveURL(new RegExp(`/application/not-approved/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: t.notApproved })).toBeVisible();

  await page.goto('/application/pending/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('alert')).toHaveText("Fatal Error: Couldn't fetch the application");
});

test('a Quebec application over 45% debt ratio goes Pending', async ({ page, request }) => {
  await useLocale(page, 'fr');
  const { authToken } = await loginByApi(page, request, USERS.quebec);
  const id = await submitApplication(request, authToken, {
    lastName: 'Tremblay',
    quebec: { grossIncome: '3,000.00', totalHousingCosts: '1,200.00', totalOtherMonthlyCosts: '200.00' },
  });
  await submitAndLand(page, id, '/application/pending', DECISION_TEXT.fr.pending);
  await expect(page.getByRole('group', { name: DECISION_TEXT.fr.addCoApplicant })).toBeVisible();
});

test.describe('phone (375×812)', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the result screens fit and pass axe', async ({ page, request, axe }) => {
    const { authToken } = await loginByApi(page, request, USERS.external);
    for (const [lastName, path, heading] of [
      ['Brown', '/application/approved', t.approved],
      ['Decline', '/application/not-approved', t.notApproved],
      ['Nohit', '/application/credit-bureau-not-found', t.bureauNotFound],
      ['Review', '/application/pending', t.pending],
    ] as const) {
      const id = await submitApplication(request, authToken, { lastName });
      await submitAndLand(page, id, path, heading);
      await expectNoHorizontalScroll(page);
      await axe(`${path} on a phone`);
    }
  });
});

for (const locale of ['en', 'fr'] as const) {
  test(`the submitting page announces the request, passes axe, and gives up after 2 minutes (${locale})`, async ({
    page,
    request,
    axe,
  }) => {
    await useLocale(page, locale);
    const { authToken } = await loginByApi(page, request, USERS.external);
    const id = await submitApplication(request, authToken, { lastName: 'Brown' });
    // The bureau never answers, as far as this page can tell.
    await page.route(`**/api/application/status/${id}`, (route) =>
      route.fulfill({ json: { status: 'SubmittedToCredit' } }),
    );
    await page.route(`**/api/applications/get/${id}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { application: Record<string, unknown> };
      await route.fulfill({
        json: {
          ...body,
          status: 'SubmittedToCredit',
          application: { ...body.application, status: 'SubmittedToCredit' },
        },
      });
    });
    await page.clock.install();
    await page.goto(`/application/submitting/${id}`);
    const text = DECISION_TEXT[locale];
    await expect(page.getByRole('heading', { level: 1, name: text.waiting })).toBeVisible();
    await page.clock.runFor(1_000);
    await expect(page.getByRole('status')).toContainText(
      locale === 'fr' ? 'La décision de crédit est demandée.' : 'The credit decision is being requested.',
    );
    await expect(page.getByRole('progressbar')).toBeVisible();
    await axe(`/application/submitting (${locale})`);

    await page.clock.runFor(60_000);
    await expect(page).toHaveURL(new RegExp(`/application/submitting/${id}$`));
    await page.clock.runFor(60_000);
    await expect(page).toHaveURL(new RegExp(`/application/pending/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: text.pending })).toBeVisible();
    await expect(
      page.getByRole('link', {
        name: locale === 'fr' ? 'Vérifier de nouveau la décision' : 'Check the decision again',
      }),
    ).toBeVisible();
    await axe(`/application/pending while still with the bureau (${locale})`);
  });
}
