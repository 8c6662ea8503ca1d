// What a dealer tripped over (issue 14), walked through in English and French on a phone (375 px) and a desktop
// (1280 px), each item in the two of those four that test it (WALKED): a French decimal comma in an amount (1), the list's cards and wide table (3), the address row (5), the
// result screens' re-submit asked first with the consent cleared (7), and a number read aloud instead of the id (8).
// Axe-clean.
import type { APIRequestContext } from '@playwright/test';
import { DECISION_TEXT, fact, submitAndLand, submitApplication } from './decision-helpers.ts';
import { expect, type Locale, loginByApi, pictureIfAsked, test, USERS, useLocale } from './fixtures.ts';
import { createIncomplete, LIST_TEXT, uniqueLastName } from './list-helpers.ts';
import { applicationIdOf, expectStep, field, typeMasked, WIZARD_TEXT } from './wizard-helpers.ts';

const WIDTHS = [375, 1280] as const;

/**
 * Where each item is walked (decision 059, the browser tests' time): what is about the language in English on a desktop
 * and French on a phone; what is about the width at both widths in French, the longer language (its status tags and
 * labels are the widest). Every screen here keeps its axe run in both languages in this file or another
 * (application-list, wizard-accessibility, decision-screens).
 */
const WALKED = {
  amount: ['en-1280', 'fr-375'],
  list: ['fr-375', 'fr-1280'],
  address: ['fr-375', 'fr-1280'],
  resubmit: ['en-1280', 'fr-375'],
  number: ['en-1280', 'fr-375'],
} as const satisfies Record<string, ReadonlyArray<`${Locale}-${(typeof WIDTHS)[number]}`>>;

const walked = (item: keyof typeof WALKED, locale: Locale, width: number) =>
  (WALKED[item] as readonly string[]).includes(`${locale}-${width}`);

/** A thousands space may be ordinary, U+00A0 or U+202F: compared as an ordinary one. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

async function applicationOf(request: APIRequestContext, token: string, id: string) {
  const response = await request.get(`/api/applications/get/${id}`, { headers: { Authorization: token } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { application: Record<string, unknown> }).application;
}

for (const locale of ['en', 'fr'] as Locale[]) {
  const w = WIZARD_TEXT[locale];
  const d = DECISION_TEXT[locale];
  const l = LIST_TEXT[locale];

  for (const width of WIDTHS) {
    test.describe(`dealer polish (${locale}, ${width} px)`, () => {
      test.use({ viewport: { width, height: 900 } });
      test.beforeEach(async ({ page }) => {
        await useLocale(page, locale);
      });

      if (walked('amount', locale, width))
        test('1: an amount typed with the locale’s decimal mark is read as such, shown and saved', async ({
          page,
          request,
          axe,
        }) => {
          const { authToken } = await loginByApi(page, request, USERS.external);
          // French reads a comma as the decimal mark and never a thousands space as one; English a period.
          const cases =
            locale === 'fr'
              ? [
                  ['1234,56', '1 234.56', 1234.56],
                  ['12 500,00', '12 500.00', 12500],
                ]
              : [
                  ['1234.56', '1,234.56', 1234.56],
                  ['12500.00', '12,500.00', 12500],
                ];
          let id = 'new';
          for (const [typed, shown, saved] of cases as [string, string, number][]) {
            await page.goto(`/application/1/${id}`);
            await expectStep(page, w.step1);
            const amount = field(page, w.amount);
            await typeMasked(amount, typed);
            await amount.blur();
            await expect.poll(async () => spaced(await amount.inputValue())).toBe(shown);
            if (id === 'new') {
              await page.getByRole('checkbox', { name: w.consent }).check();
              await page.getByRole('radio', { name: w.finance }).check();
              await field(page, w.description).fill('Heat pump');
              await page
                .getByRole('group', { name: /co-applicant|codemandeur/ })
                .getByRole('radio', { name: w.no })
                .check();
              await axe(`step 1 with ${typed} (${locale}, ${width} px)`);
              await pictureIfAsked(page, `amount-${locale}-${width}`);
            }
            await page.getByRole('button', { name: w.next }).click();
            await expectStep(page, w.step2);
            id = applicationIdOf(page);
            expect((await applicationOf(request, authToken, id)).amount).toBe(saved);
          }
        });

      if (walked('list', locale, width))
        test('3: a card keeps the name readable beside a long status; the table keeps the name and the actions in view', async ({
          page,
          request,
          axe,
        }) => {
          const { authToken } = await loginByApi(page, request, USERS.external);
          // 'Approved for Lesser Amount' is the longest status tag ('Approuvée pour un montant moindre').
          const firstName = uniqueLastName('Pol');
          const id = await submitApplication(request, authToken, { lastName: 'Lesser', firstName });
          await expect
            .poll(async () => (await applicationOf(request, authToken, id)).status)
            .toBe('Approved for Lesser Amount');
          const fullName = `${firstName} Lesser`;

          await page.goto(`/applications/all?q=${firstName}&view=grid`);
          const card = page.getByRole('article', { name: fullName });
          await expect(card).toBeVisible();
          const title = card.getByRole('heading', { name: fullName });
          const titleBox = await title.boundingBox();
          expect(titleBox?.width, 'the name’s width in its card').toBeGreaterThanOrEqual(100);
          // The name is on as few lines as its length needs, not a few letters per line.
          expect(titleBox?.height ?? 0).toBeLessThan(60);
          await axe(`grid (${locale}, ${width} px)`);
          await pictureIfAsked(page, `grid-${locale}-${width}`);

          await page.goto(`/applications/all?q=${firstName}&view=list`);
          const scroller = page.locator('.list-table-scroll');
          const name = page.locator('tbody th[scope="row"]', { hasText: fullName });
          const actions = page.getByRole('button', { name: l.actionsFor(fullName) });
          await expect(actions).toBeVisible();
          const overflow = await scroller.evaluate((el) => el.scrollWidth - el.clientWidth);
          expect(overflow, 'the 13 columns are wider than the screen').toBeGreaterThan(0);

          // At the start a phone shows the spec's first columns (created, last and first name) before the full name;
          // once scrolled, the name holds at the left edge. A desktop shows both ends with the name in view.
          for (const end of width === 375 ? (['end'] as const) : (['start', 'end'] as const)) {
            await scroller.evaluate((el, to) => {
              el.scrollLeft = to === 'end' ? el.scrollWidth : 0;
            }, end);
            const box = await scroller.boundingBox();
            const nameBox = await name.boundingBox();
            const actionsBox = await actions.boundingBox();
            if (!box || !nameBox || !actionsBox) throw new Error('the table is not laid out');
            for (const [what, cell] of [
              ['the name', nameBox],
              ['the actions', actionsBox],
            ] as const) {
              expect(cell.x, `${what} at the ${end}`).toBeGreaterThanOrEqual(box.x - 1);
              expect(cell.x + cell.width, `${what} at the ${end}`).toBeLessThanOrEqual(box.x + box.width + 1);
            }
            // Nothing scrolled under the name shows through it: the topmost element at its centre is the name's cell.
            const onTop = await page.evaluate(
              ([x, y]) => document.elementFromPoint(x, y)?.closest('th')?.textContent ?? null,
              [nameBox.x + nameBox.width / 2, nameBox.y + nameBox.height / 2] as const,
            );
            expect(onTop).toBe(fullName);
            await pictureIfAsked(page, `table-${end}-${locale}-${width}`);
          }
          // The actions work from there, asked first as ever.
          await actions.click();
          await expect(page.getByRole('dialog')).toBeVisible();
          await axe(`list scrolled to the end, actions open (${locale}, ${width} px)`);
        });

      if (walked('address', locale, width))
        test('5: City, Province and Postal code sit on one line, the postal hint under its input', async ({
          page,
          request,
          axe,
        }) => {
          const { authToken } = await loginByApi(page, request, USERS.external);
          const id = await createIncomplete(request, authToken, {
            firstName: 'Row',
            lastName: uniqueLastName(),
          });
          await page.goto(`/application/3-2/${id}`);
          await expectStep(page, w.step3_2);
          const tops = await Promise.all(
            [w.city, w.province, w.postal].map(async (label) => (await field(page, label).boundingBox())?.y),
          );
          // Side by side from 48em; stacked on a phone, where each input follows its own label.
          if (width === 1280) expect(new Set(tops).size, `inputs at ${tops.join(', ')}`).toBe(1);
          await axe(`step 3.2 (${locale}, ${width} px)`);
          await pictureIfAsked(page, `address-${locale}-${width}`);
        });

      if (walked('resubmit', locale, width))
        test('7: a result screen’s re-submit asks first; No changes nothing, Yes reopens it without the consent', async ({
          page,
          request,
          axe,
        }) => {
          const { authToken } = await loginByApi(page, request, USERS.external);
          const id = await submitApplication(request, authToken, { lastName: 'Decline' });
          await submitAndLand(page, id, '/application/not-approved', d.notApproved);
          const resubmit = page.getByRole('button', { name: d.resubmitWithCoBorrower });

          await resubmit.click();
          const dialog = page.getByRole('dialog', { name: d.confirmTitle });
          await expect(dialog).toBeVisible();
          await axe(`re-submit question (${locale}, ${width} px)`);
          await pictureIfAsked(page, `resubmit-question-${locale}-${width}`);
          await dialog.getByRole('button', { name: d.no }).click();
          await expect(dialog).toBeHidden();
          await expect(page).toHaveURL(new RegExp(`/application/not-approved/${id}$`));
          expect(await applicationOf(request, authToken, id)).toMatchObject({
            status: 'Not Approved',
            creditReleaseObtained: 'Yes',
          });

          await resubmit.click();
          await page
            .getByRole('dialog', { name: d.confirmTitle })
            .getByRole('button', { name: d.yes })
            .click();
          await expect(page).toHaveURL(new RegExp(`/application/coborrower/0/${id}$`));
          const reopened = await applicationOf(request, authToken, id);
          expect(reopened.status).toBe('Incomplete');
          expect(reopened.creditReleaseObtained).not.toBe('Yes');

          await page.goto(`/application/1/${id}`);
          await expectStep(page, w.step1);
          await expect(page.getByRole('checkbox', { name: w.consent })).not.toBeChecked();
          await axe(`step 1 after the re-submit (${locale}, ${width} px)`);
        });

      if (walked('number', locale, width))
        test('8: the Approved screen reads the loan number; a screen before one, the short reference', async ({
          page,
          request,
          axe,
        }) => {
          const { authToken } = await loginByApi(page, request, USERS.external);
          const prefix = locale === 'fr' ? 'Demande n°\u00a0' : 'App # ';

          const approved = await submitApplication(request, authToken, { lastName: 'Brown' });
          await submitAndLand(page, approved, '/application/approved', d.approved);
          const loanNumber = (await applicationOf(request, authToken, approved)).edgeId;
          expect(loanNumber).toMatch(/^C\d{7}$/);
          await expect(fact(page, d.applicationNumber)).toHaveText(`${prefix}${String(loanNumber)}`);
          await expect(page.getByRole('main')).not.toContainText(approved);
          await axe(`approved (${locale}, ${width} px)`);
          await pictureIfAsked(page, `approved-${locale}-${width}`);

          const pending = await submitApplication(request, authToken, { lastName: 'Review' });
          await submitAndLand(page, pending, '/application/pending', d.pending);
          const { edgeId, reference } = await applicationOf(request, authToken, pending);
          expect(edgeId).toBeNull();
          expect(reference).toMatch(/^R-\d{1,3}(\u00a0\d{3})+$/);
          await expect(fact(page, d.applicationNumber)).toHaveText(`${prefix}${String(reference)}`);
          await expect(page.getByRole('main')).not.toContainText(pending);
          await axe(`pending (${locale}, ${width} px)`);
          await pictureIfAsked(page, `pending-${locale}-${width}`);
        });
    });
  }
}
