import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { approvedApplicationAnswer, assetFixture, assetsAnswerOf } from '../../testing/financing-answers.ts';
import { mockApi, renderAt, testSession } from '../../testing/render.tsx';

describe('the closing screens’ guards and locks, from the deal', () => {
  it('sends Sign without a program to the program screen with the spec’s message, in French too', async () => {
    mockApi({
      'GET /applications/get/A1': () => approvedApplicationAnswer({}, { assets: true, program: false }),
      'GET /programs': () => ({ body: { programs: {}, assetCount: 1 } }),
      'GET /application/get-assets/A1': () => assetsAnswerOf([assetFixture()]),
    });
    const { router } = await renderAt('/sign/A1', { session: testSession, locale: 'fr' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/financing-program/A1'));
    expect(await screen.findByText('Veuillez d’abord choisir un programme.')).toBeTruthy();
    const progress = await screen.findByRole('list', { name: 'Progression du financement' });
    expect(
      within(progress)
        .getAllByRole('listitem')
        .map((item) => item.dataset.state),
    ).toEqual(['completed', 'current', 'upcoming', 'upcoming', 'upcoming']);
  });

  it('shows no Add, Edit or Delete once the contract is requested, and says why', async () => {
    mockApi({
      'GET /applications/get/A1': () =>
        approvedApplicationAnswer({ status: 'Waiting for Signature' }, { contractRequested: true }),
      'GET /application/get-assets/A1': () => assetsAnswerOf([assetFixture()]),
    });
    await renderAt('/assets/A1', { session: testSession });
    expect(await screen.findByRole('article')).toBeTruthy();
    expect(
      screen.getByText(/The contract has been requested: the assets can no longer be changed/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Sign' }).getAttribute('href')).toBe('/sign/A1');
    expect(screen.queryByRole('link', { name: 'Add an asset' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(screen.getByRole('link', { name: 'Next' })).toBeTruthy();
  });

  it('offers Add, Edit and Delete while the assets may change', async () => {
    mockApi({
      'GET /applications/get/A1': () => approvedApplicationAnswer({}, { program: false }),
      'GET /application/get-assets/A1': () => assetsAnswerOf([assetFixture()]),
    });
    await renderAt('/assets/A1', { session: testSession });
    expect(await screen.findByRole('link', { name: 'Add an asset' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Edit / })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Delete / })).toBeTruthy();
  });

  it('says an application id is missing on Sign without one (spec §8)', async () => {
    mockApi({});
    await renderAt('/sign', { session: testSession });
    expect((await screen.findByRole('alert')).textContent).toBe('Input application id in the URL.');
  });
});
