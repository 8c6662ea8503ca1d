import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { liveStream } from '../../../testing/live-stream.ts';
import { mockApi, renderAt, testSession } from '../../../testing/render.tsx';
import { applicationAnswer } from '../test-data.ts';

describe('WaitingSubmission and the live stream', () => {
  it('moves on at the decision’s event, while the polled status still says it is with the bureau', async () => {
    const api = mockApi({
      // The polled answer never changes: only the stream's event can move the screen.
      'GET /application/status/A1': () => ({ body: { status: 'SubmittedToCredit' } }),
      'GET /applications/get/A1': () => applicationAnswer({ status: 'Approved' }),
    });
    const stream = liveStream(api);
    const { router } = await renderAt('/application/submitting/A1', { session: testSession });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Requesting the credit decision' }),
    ).toBeTruthy();
    await vi.waitFor(() => expect(api.calls.some((c) => c.path === '/events/stream')).toBe(true));
    // Another application's event changes nothing here.
    stream.status(1, { id: 'B2', status: 'Declined', from: 'SubmittedToCredit', event: 'decide' });
    stream.status(2, { id: 'A1', status: 'Approved', from: 'SubmittedToCredit', event: 'decide' });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/application/approved/A1'));
  });
});
