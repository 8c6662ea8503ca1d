import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderAt, testSession } from '../../../testing/render.tsx';
import { STATUS_POLL_TIMEOUT_MS } from '../decision-routing.ts';
import { applicationAnswer } from '../test-data.ts';

const statusPolls = (calls: { path: string }[]) =>
  calls.filter((call) => call.path === '/application/status/A1').length;

describe('WaitingSubmission', () => {
  it('announces the request, polls every 2 s and gives up after 2 minutes for PendingApproval', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockApi({
      'GET /application/status/A1': () => ({ body: { status: 'SubmittedToCredit' } }),
      'GET /applications/get/A1': () =>
        applicationAnswer({ status: 'SubmittedToCredit', amountApproved: null }),
    });
    const { router } = await renderAt('/application/submitting/A1', { session: testSession });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Requesting the credit decision' }),
    ).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Credit decision in progress' })).toBeTruthy();
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('The credit decision is being requested.'),
    );

    const first = statusPolls(calls);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(statusPolls(calls) - first).toBe(5);

    await vi.advanceTimersByTimeAsync(STATUS_POLL_TIMEOUT_MS - 13_000);
    expect(router.state.location.pathname).toBe('/application/submitting/A1');
    await vi.waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('taking longer than usual'),
    );

    await vi.advanceTimersByTimeAsync(3_000);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/application/pending/A1'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Application pending approval' }),
    ).toBeTruthy();
    expect(await screen.findByText(/taking longer than usual/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Check the decision again' }).getAttribute('href')).toBe(
      '/application/submitting/A1',
    );
    // Polling stopped with the page.
    const last = statusPolls(calls);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(statusPolls(calls)).toBe(last);
  });

  it('only logs failed lookups and keeps polling until the decision arrives', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let polls = 0;
    mockApi({
      'GET /application/status/A1': () => {
        polls += 1;
        if (polls === 1) return { status: 500, body: { errorMessage: 'Database down' } };
        if (polls === 2) return { body: { status: 'SubmittedToCredit' } };
        return { body: { status: 'Declined' } };
      },
      'GET /applications/get/A1': () => applicationAnswer({ status: 'Declined', amountApproved: null }),
    });
    const { router } = await renderAt('/application/submitting/A1', { session: testSession });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Requesting the credit decision' }),
    ).toBeTruthy();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(String(warn.mock.calls[0]?.[0])).toContain('Database down');
    expect(screen.queryByRole('alert')).toBeNull();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Application not approved' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/application/not-approved/A1');
    expect(polls).toBe(3);
  }, 15_000);

  it.each([
    ['Approved', '/application/approved/A1', 'Application approved'],
    ['Approved for Lesser Amount', '/application/approved/A1', 'Application approved'],
    ['Not Approved', '/application/not-approved/A1', 'Application not approved'],
    ['Bureau Not Found', '/application/credit-bureau-not-found/A1', 'Credit bureau file not found'],
    ['Pending', '/application/pending/A1', 'Application pending approval'],
  ])('goes from %s to its screen', async (status, path, heading) => {
    mockApi({
      'GET /application/status/A1': () => ({ body: { status } }),
      'GET /applications/get/A1': () => applicationAnswer({ status }),
    });
    const { router } = await renderAt('/application/submitting/A1', { session: testSession });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
  });

  it('is fatal without an application to wait for', async () => {
    mockApi({});
    await renderAt('/application/submitting', { session: testSession });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe("Fatal Error: Couldn't fetch the application");
  });
});
