// What stays on a shared tablet (issue 39): another user's sign-in makes the last one's kept steps unreadable and deletes
// them; the session's end (sign-out, expiry) wipes every kept step and key.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../lib/session.ts';
import { getOfflineState, keepStep, vault } from './offline-store.ts';
import { probeNetwork, startOffline } from './start-offline.ts';

const session = (userName: string) =>
  ({
    token: `token-${userName}`,
    user: { userName, displayName: userName, role: 'vendor' },
    vendor: null,
  }) as never;
const step = {
  appRef: 'offline-a',
  form: 'application',
  step: '1',
  mode: 'next',
  values: {},
  sinLeftOut: false,
} as const;

beforeEach(() => {
  // The server answers the probe; there is nothing to send.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 200 })),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await vault.wipe();
});

describe('the tablet between users', () => {
  it("deletes the last user's kept steps and key when another signs in, and wipes all at the session's end", async () => {
    saveSession(session('first.user'));
    await startOffline('first.user');
    await keepStep({ ...step, values: { description: 'Furnace' } });
    expect(getOfflineState().kept).toHaveLength(1);

    saveSession(session('second.user'));
    await startOffline('second.user');
    expect(getOfflineState().kept).toEqual([]);
    expect(await vault.list()).toEqual([]);
    await keepStep({ ...step, values: { description: 'Water heater' } });
    expect((await vault.list()).map(([, record]) => record.userId)).toEqual(['second.user']);

    clearSession();
    await vi.waitFor(async () => expect(await vault.list()).toEqual([]));
    expect(getOfflineState()).toMatchObject({ userId: null, kept: [] });
    await expect(
      vault.open('second.user', { iv: new Uint8Array(12), data: new ArrayBuffer(16) }),
    ).rejects.toThrow('The key of these kept steps is gone.');
  });
});

describe("the rate sheet a dealer's tablet keeps", () => {
  const browser = (serviceWorker: unknown) =>
    vi.stubGlobal(
      'navigator',
      Object.create(navigator, { serviceWorker: { value: serviceWorker }, onLine: { value: true } }),
    );
  /** A browser whose service worker takes control of the page when `control` is called. */
  function serviceWorker(controlled: boolean) {
    const worker = Object.assign(new EventTarget(), { controller: controlled ? {} : null });
    browser(worker);
    return { control: () => worker.dispatchEvent(new Event('controllerchange')) };
  }
  const asked = () =>
    (vi.mocked(fetch).mock.calls as unknown as [RequestInfo | URL][]).filter(([url]) =>
      String(url).endsWith('/api/programs/sheet'),
    ).length;
  const dealer = (userName: string) => ({ ...(session(userName) as object), vendor: { id: 1 } }) as never;

  it('is asked once the service worker controls the page, so that it keeps the answer', async () => {
    const { control } = serviceWorker(false);
    saveSession(dealer('dealer.one'));
    await startOffline('dealer.one');
    expect(asked()).toBe(0);
    control();
    await vi.waitFor(() => expect(asked()).toBe(1));
  });

  it('is not asked for a user of the lender, nor without a service worker to keep it', async () => {
    serviceWorker(true);
    saveSession(session('lender.user'));
    await startOffline('lender.user');
    browser(undefined);
    saveSession(dealer('dealer.two'));
    await startOffline('dealer.two');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked()).toBe(0);
  });
});

describe('whether the tablet is online', () => {
  it('is what the last probe found: an answer on its way when the network went does not bring it back', async () => {
    let answerLate: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answerLate = resolve))),
    );
    const online = { value: true };
    vi.stubGlobal(
      'navigator',
      Object.create(navigator, { onLine: { get: () => online.value }, serviceWorker: { value: undefined } }),
    );
    const first = probeNetwork();
    online.value = false;
    await probeNetwork();
    expect(getOfflineState().online).toBe(false);
    answerLate(new Response('{}', { status: 200 }));
    await first;
    expect(getOfflineState().online).toBe(false);
  });
});
