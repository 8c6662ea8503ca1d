import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  approvedApplicationAnswer,
  assetFixture,
  assetSubTypesAnswerBody,
  assetsAnswerOf,
  assetTypesAnswerBody,
  lastQuery,
} from '../../../testing/financing-answers.ts';
import { type FakeRequest, getInput, mockApi, renderAt, testSession } from '../../../testing/render.tsx';

function api(extra: Record<string, (r: FakeRequest) => { status?: number; body?: unknown }> = {}) {
  return mockApi({
    'GET /applications/get/A1': () => approvedApplicationAnswer(),
    'GET /application/get-assets/A1': () => assetsAnswerOf([assetFixture()]),
    'GET /program/asset-types': () => assetTypesAnswerBody(),
    'GET /program/asset-sub-types': () => assetSubTypesAnswerBody(1),
    ...extra,
  });
}

const type = (label: string, text: string) => fireEvent.input(getInput(label), { target: { value: text } });

async function fillAsset(labels: { manufacturer: string; type: string; cost: string }, cost: string) {
  const manufacturer = (await screen.findByRole('combobox', {
    name: labels.manufacturer,
  })) as HTMLSelectElement;
  await screen.findByRole('option', { name: 'Lennox' });
  fireEvent.change(manufacturer, { target: { value: '1' } });
  const subType = screen.getByRole('combobox', { name: labels.type });
  await within(subType).findByRole('option', { name: /Furnace|Fournaise/ });
  fireEvent.change(subType, { target: { value: '1' } });
  type(labels.cost, cost);
}

/** Text compared as is: the default normalizer would turn the French no-break spaces into plain ones. */
const exact = { normalizer: (text: string) => text };

describe('the asset form', () => {
  it('shows the tax of the installation province and the total as the cost is typed', async () => {
    api();
    await renderAt('/assets/A1/new', { session: testSession });
    await fillAsset({ manufacturer: 'Manufacturer', type: 'Type', cost: 'Retail cost' }, '1000');
    expect(await screen.findByText('Tax: $130.00')).toBeTruthy();
    expect(screen.getByText('Total with tax: $1,130.00')).toBeTruthy();
    expect(getInput('Quantity').value).toBe('1');
  });

  it('shows the cap’s two messages over the approved amount, names the field, and does not save', async () => {
    const { calls } = api();
    await renderAt('/assets/A1/new', { session: testSession });
    await fillAsset({ manufacturer: 'Manufacturer', type: 'Type', cost: 'Retail cost' }, '6000');
    // 4,520.00 already used of 10,000.00: 5,480.00 left; 6,000.00 + 13 % = 6,780.00.
    const alert = await screen.findByText(
      'The total amount entered should not be more than the approved amount of $10,000.00',
    );
    expect(screen.getByText('The maximum total (with taxes) you can add is $5,480.00')).toBeTruthy();
    const cost = getInput('Retail cost');
    expect(cost.getAttribute('aria-invalid')).toBe('true');
    const errorId = cost
      .getAttribute('aria-describedby')
      ?.split(' ')
      .find((id) => id.endsWith('-error'));
    expect(alert.closest(`#${errorId}`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(cost));
    expect(calls.some((c) => c.path.startsWith('/application/add-asset'))).toBe(false);
  });

  it('words the cap in French with French money', async () => {
    api();
    await renderAt('/assets/A1/new', { session: testSession, locale: 'fr' });
    await fillAsset({ manufacturer: 'Fabricant', type: 'Type', cost: 'Prix de détail' }, '6000');
    expect(
      await screen.findByText(
        'Le montant total saisi ne doit pas dépasser le montant approuvé de 10\u00a0000.00\u00a0$',
        exact,
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Le total maximal (taxes comprises) que vous pouvez ajouter est de 5\u00a0480.00\u00a0$',
        exact,
      ),
    ).toBeTruthy();
    expect(screen.getByText('Taxes\u00a0: 780.00\u00a0$', exact)).toBeTruthy();
  });

  it('saves within the cap with the cost in dollars and the date with dashes, then lists the assets', async () => {
    const { fetchMock } = api({
      'GET /application/add-asset/A1': () => ({
        body: { result: 'Success', asset: assetFixture({ assetId: 8 }) },
      }),
    });
    const { router } = await renderAt('/assets/A1/new', { session: testSession });
    await fillAsset({ manufacturer: 'Manufacturer', type: 'Type', cost: 'Retail cost' }, '1000');
    type('Installation date', '04012026');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/assets/A1'));
    expect(Object.fromEntries(lastQuery(fetchMock, '/application/add-asset/A1') ?? [])).toEqual({
      assetTypeId: '1',
      assetSubTypeId: '1',
      quantity: '1',
      retailCost: '1000.00',
      installationDate: '04-01-2026',
    });
  });

  it('requires the manufacturer and the type, with the focus on the first error', async () => {
    api();
    await renderAt('/assets/A1/new', { session: testSession });
    const manufacturer = await screen.findByRole('combobox', { name: 'Manufacturer' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please review the form for errors.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(manufacturer));
    expect(manufacturer.getAttribute('aria-invalid')).toBe('true');
  });
});
