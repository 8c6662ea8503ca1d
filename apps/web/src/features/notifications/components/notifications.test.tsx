import { fireEvent, screen, within } from '@testing-library/react';
import { NOTICE_KINDS, type NoticeKind, noticePath } from '@vp/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveStream } from '../../../testing/live-stream.ts';
import { mockApi, renderAt, testSession } from '../../../testing/render.tsx';
import { noticeLink } from '../notice-link.ts';

const notice = (id: number, kind: string, status: string, read: string | null = null) => ({
  id,
  kind,
  applicationId: `A${id}`,
  reference: 100_000 + id,
  // The deal's one reference (decision 048): a loan number once approved, else its short reference.
  number: status === 'Declined' ? `R-100\u00a0${String(id).padStart(3, '0')}` : `C1000${String(100 + id)}`,
  status,
  created: '2026-11-20T15:04:00.000Z',
  read,
});

afterEach(() => vi.unstubAllGlobals());

describe('the notifications badge', () => {
  it('names the unread count, and says a change once, from the live stream', async () => {
    let unread = 2;
    let counts: Record<string, number> = { All: 3, Approved: 1 };
    const api = mockApi({
      'GET /notifications': () => ({ body: { notices: [], unread, next: null } }),
      'GET /applications/summary': () => ({ body: { results: counts } }),
    });
    const stream = liveStream(api);
    await renderAt('/', { session: testSession });
    const link = await screen.findByRole('link', { name: 'Notifications, 2 unread' });
    expect(link.getAttribute('href')).toBe('/notifications');
    const region = screen.getByTestId('notifications-announcement');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    await screen.findByRole('link', { name: 'Approved 1' });

    // A decision arrives: the dashboard's counts come with it, the badge reads its new count.
    unread = 3;
    counts = { All: 3, Approved: 2 };
    stream.send(
      `id: 7\ndata: ${JSON.stringify({ id: 'A9', status: 'Approved', from: 'SubmittedToCredit', event: 'decide', reference: 100_009, at: '2026-11-20T15:04:00.000Z', counts })}\n\n`,
    );
    await screen.findByRole('link', { name: 'Approved 2' });
    await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    await vi.waitFor(() => expect(region.textContent).toBe('You have 3 unread notifications.'));
    // A re-render with the same count says nothing new.
    fireEvent.focus(screen.getByRole('link', { name: 'Notifications, 3 unread' }));
    expect(region.textContent).toBe('You have 3 unread notifications.');
  });

  it('is not offered to the lender, who has no vendor', async () => {
    mockApi({ 'GET /applications/summary': () => ({ body: { results: {} } }) });
    await renderAt('/', {
      session: { ...testSession, user: { ...testSession.user, role: 'underwriter' }, vendor: null },
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: /^Notifications/ })).toBeNull();
  });
});

describe('the Notifications page', () => {
  const page = {
    notices: [
      notice(3, 'decision', 'Approved for Lesser Amount'),
      notice(2, 'documentsRequested', 'Missing Documents'),
      notice(1, 'signed', 'Signatures Received', '2026-11-20T16:00:00.000Z'),
    ],
    unread: 2,
    next: null,
  };

  it('lists the notices newest first, each linking to its screen, and marks one and all read', async () => {
    const { calls } = mockApi({
      'GET /notifications': () => ({ body: page }),
      'POST /notifications/read/3': () => ({ body: { unread: 1 } }),
      'POST /notifications/read-all': () => ({ body: { unread: 0 } }),
    });
    await renderAt('/notifications', { session: testSession });
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy();
    expect(document.title).toBe('Notifications – Vendor Portal');
    const items = within(await screen.findByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]?.textContent).toMatch(
      /The credit decision on application C1000103 arrived: Approved for lesser amount\./,
    );
    const links = items.map((item) => within(item).getByRole('link').getAttribute('href'));
    expect(links).toEqual(['/application/approved/A3', '/upload-files/A2', '/certification/A1']);
    expect(screen.getByText('2 unread')).toBeTruthy();
    // The read one offers no mark.
    expect(within(items[2] as HTMLElement).queryByRole('button')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Mark as read: application C1000103' }));
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/notifications/read/3')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/notifications/read-all')).toBe(true));
  });

  it('says so when there is none, in French', async () => {
    mockApi({ 'GET /notifications': () => ({ body: { notices: [], unread: 0, next: null } }) });
    await renderAt('/notifications', { session: testSession, locale: 'fr' });
    expect(await screen.findByText("Vous n'avez aucune notification.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tout marquer comme lu' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('where a notice leads', () => {
  it('agrees with the paths the API mails, for every kind and the statuses it comes with', () => {
    const pairs: [NoticeKind, string[]][] = [
      [
        'decision',
        ['Approved', 'Approved for Lesser Amount', 'Declined', 'Not Approved', 'Pending', 'Bureau Not Found'],
      ],
      ['secondLook', ['KamselApproved', 'KamselDeclined']],
      ['signed', ['Signatures Received']],
      ['signatureDeclined', ['Approved', 'Approved for Lesser Amount']],
      ['documentsRequested', ['Missing Documents']],
      ['booked', ['Booked']],
    ];
    expect(pairs.map(([kind]) => kind)).toEqual([...NOTICE_KINDS]);
    for (const [kind, statuses] of pairs)
      for (const status of statuses)
        expect(noticeLink(kind, status, 'A 1')).toBe(noticePath(kind, status, 'A 1'));
  });
});
