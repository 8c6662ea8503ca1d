import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt, testSession, testVendor } from '../../../testing/render.tsx';
import { applicationAnswer } from '../test-data.ts';

const quebecSession = { ...testSession, vendor: { ...testVendor, province: 'QC' } };

/** Answers the Yes/No question a re-submit asks first (issue 14: the buttons reopened the application at once). */
async function confirmYes() {
  const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
}

function eventUrls(fetchMock: { mock: { calls: unknown[][] } }): string[] {
  return fetchMock.mock.calls
    .map((call) => String(call[0]))
    .filter((url) => url.includes('/application/event/'));
}

describe('NotApproved', () => {
  it('offers Review Application when a co-applicant exists', async () => {
    mockApi({
      'GET /applications/get/A1': () => applicationAnswer({ status: 'Not Approved' }, { firstName: 'Liam' }),
    });
    await renderAt('/application/not-approved/A1', { session: testSession });
    expect(await screen.findByRole('heading', { level: 1, name: 'Application not approved' })).toBeTruthy();
    const review = await screen.findByRole('link', { name: 'Review Application' });
    expect(review.getAttribute('href')).toBe('/application/4/A1');
    expect(screen.queryByRole('button', { name: 'Re-submit with Co-Borrower' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'What you can do' })).toBeTruthy();
    expect(screen.getByText('Add a co-applicant to the application.')).toBeTruthy();
  });

  it.each([
    [testSession, '/application/coborrower/0/A1'],
    [quebecSession, '/application/coborrower/1/A1'],
  ])('re-submits with a co-borrower, then opens the co-applicant steps', async (session, expected) => {
    const { fetchMock } = mockApi({
      'GET /applications/get/A1': () => applicationAnswer({ status: 'Declined' }),
      'GET /application/event/A1': () => ({ body: { status: 'Incomplete', redirect: 'incomplete' } }),
    });
    const { router } = await renderAt('/application/not-approved/A1', { session });
    fireEvent.click(await screen.findByRole('button', { name: 'Re-submit with Co-Borrower' }));
    await confirmYes();
    await expect.poll(() => router.state.location.pathname).toBe(expected);
    expect(eventUrls(fetchMock)).toEqual(['/api/application/event/A1?eventId=resubmitWithCoApplicant']);
  });

  it('says so when the server refuses the re-submit, and stays', async () => {
    mockApi({
      'GET /applications/get/A1': () => applicationAnswer({ status: 'Not Approved' }),
      'GET /application/event/A1': () => ({
        status: 409,
        body: { errorMessage: 'This action is not available for this application in its current status.' },
      }),
    });
    const { router } = await renderAt('/application/not-approved/A1', { session: testSession });
    fireEvent.click(await screen.findByRole('button', { name: 'Re-submit with Co-Borrower' }));
    await confirmYes();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This action is not available for this application in its current status.',
    );
    expect(router.state.location.pathname).toBe('/application/not-approved/A1');
  });
});

describe('a re-submit asks first', () => {
  it.each([
    [
      '/application/not-approved/A1',
      'Not Approved',
      'Re-submit with Co-Borrower',
      /with a co-borrower\? It goes back/,
    ],
    ['/application/credit-bureau-not-found/A1', 'Bureau Not Found', 'Re-Submit with Updated Info', /consent/],
  ])(
    '%s: No runs nothing and stays; the question says the consent is asked again',
    async (url, status, button, says) => {
      const { fetchMock } = mockApi({
        'GET /applications/get/A1': () => applicationAnswer({ status }),
        'GET /application/event/A1': () => ({ body: { status: 'Incomplete', redirect: 'incomplete' } }),
      });
      const { router } = await renderAt(url, { session: testSession });
      fireEvent.click(await screen.findByRole('button', { name: button }));
      const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
      expect(dialog.textContent).toMatch(says);
      const no = within(dialog).getByRole('button', { name: 'No' });
      expect(document.activeElement).toBe(no);
      fireEvent.click(no);
      await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
      expect(eventUrls(fetchMock)).toEqual([]);
      expect(router.state.location.pathname).toBe(url);
    },
  );
});

describe('CreditBureauNotFound', () => {
  it('advises on name, date of birth and SIN, and re-submits to step 1 with the resubmitted alert', async () => {
    const { fetchMock } = mockApi({
      'GET /applications/get/A1': () => applicationAnswer({ status: 'Bureau Not Found' }),
      'GET /application/event/A1': () => ({ body: { status: 'Incomplete', redirect: 'incomplete' } }),
    });
    const { router } = await renderAt('/application/credit-bureau-not-found/A1', { session: testSession });
    expect(await screen.findByText('Verify the applicant’s name and date of birth.')).toBeTruthy();
    expect(screen.getByText('Add the applicant’s Social Insurance Number (SIN).')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    fireEvent.click(screen.getByRole('button', { name: 'Re-Submit with Updated Info' }));
    await confirmYes();
    await expect.poll(() => router.state.location.pathname).toBe('/application/1/A1');
    expect(router.state.location.search).toBe('?resubmitted=1');
    expect(eventUrls(fetchMock)).toEqual(['/api/application/event/A1?eventId=resubmit']);
  });
});

describe('PendingApproval', () => {
  it('offers Home and Review Application with a co-applicant', async () => {
    mockApi({
      'GET /applications/get/A1': () => applicationAnswer({ status: 'Pending' }, { firstName: 'Liam' }),
    });
    await renderAt('/application/pending/A1', { session: testSession });
    expect((await screen.findByRole('link', { name: 'Review Application' })).getAttribute('href')).toBe(
      '/application/4/A1',
    );
    expect(screen.getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: /co-applicant/ })).toBeNull();
  });

  it('asks whether to add a co-applicant without one: No goes home, Yes to the co-applicant scan', async () => {
    const { fetchMock } = mockApi({
      'GET /applications/get/A1': () => applicationAnswer({ status: 'Pending' }),
      'GET /application/event/A1': () => ({ body: { status: 'Incomplete', redirect: 'incomplete' } }),
    });
    const { router } = await renderAt('/application/pending/A1', { session: testSession });
    const question = await screen.findByRole('group', {
      name: 'Would you like to add a co-applicant to the application?',
    });
    expect(question.querySelector('a')?.getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'No' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await expect.poll(() => router.state.location.pathname).toBe('/application/coborrower/0/A1');
    expect(eventUrls(fetchMock)).toEqual(['/api/application/event/A1?eventId=resubmitWithCoApplicant']);
  });
});
