import { screen } from '@testing-library/react';
import type { SigningState } from '@vp/domain';
import { describe, expect, it, vi } from 'vitest';
import { approvedApplicationAnswer } from '../../../testing/financing-answers.ts';
import { liveStream } from '../../../testing/live-stream.ts';
import { mockApi, renderAt, testSession } from '../../../testing/render.tsx';

const waiting: SigningState = {
  parties: [{ roleName: 'customer', name: 'Jordan Whitaker', email: 'jordan@example.ca' }],
  language: 'en',
  quebec: false,
  status: 'Waiting for Signature',
  envelope: {
    envelopeId: 'E1',
    status: 'sent',
    filed: false,
    signers: [
      {
        roleName: 'customer',
        name: 'Jordan Whitaker',
        method: 'Email',
        email: 'jordan@example.ca',
        status: 'pending',
        signedAt: null,
      },
    ],
  },
};

describe('the Sign screen and the live stream', () => {
  it('reads the envelope again at once when the stream says the customer signed (its poll is 5 minutes)', async () => {
    const api = mockApi({
      'GET /applications/get/A1': () => approvedApplicationAnswer(),
      'GET /sign/A1/state': () => ({ body: waiting }),
      'GET /doc-api/check-sign/A1': () => ({ body: { results: 'sent' } }),
    });
    const stream = liveStream(api);
    await renderAt('/sign/A1', { session: testSession });
    await screen.findByRole('heading', { level: 1 });
    await vi.waitFor(() => expect(api.calls.filter((c) => c.path === '/sign/A1/state').length).toBe(1));
    await vi.waitFor(() => expect(api.calls.some((c) => c.path === '/events/stream')).toBe(true));
    stream.status(3, {
      id: 'A1',
      status: 'Signatures Received',
      from: 'Waiting for Signature',
      event: 'signaturesReceived',
    });
    await vi.waitFor(() => expect(api.calls.filter((c) => c.path === '/sign/A1/state').length).toBe(2));
  });
});
