// The offline queue and its vault on an in-memory IndexedDB (fake-indexeddb) and the real WebCrypto: order, retry after
// a failed send, a version conflict, the 72-hour limit, and what IndexedDB holds.
import 'fake-indexeddb/auto';
import { get } from 'idb-keyval';
import { afterEach, describe, expect, it } from 'vitest';
import { keptRecord } from './kept-record.ts';
import { createQueue, type FailureKind, KEEP_FOR_MS, type KeptStep, type Sender } from './queue.ts';
import { createVault, VaultLockedError } from './vault.ts';

const vault = createVault();
let clock = Date.UTC(2026, 10, 29, 9, 0, 0);
const queue = createQueue({ vault, now: () => clock });

afterEach(async () => {
  await vault.wipe();
  clock = Date.UTC(2026, 10, 29, 9, 0, 0);
});

const step = (
  appRef: string,
  stepName: string,
  values: Record<string, string>,
  extra: Partial<KeptStep> = {},
) =>
  ({
    appRef,
    form: 'application',
    step: stepName,
    mode: 'next',
    values,
    sinLeftOut: false,
    ...extra,
  }) as KeptStep;

class Refusal extends Error {
  constructor(readonly kind: FailureKind) {
    super(kind);
  }
}
const classify = (error: unknown): FailureKind => (error instanceof Refusal ? error.kind : 'offline');

/** A server that numbers new applications and counts versions, failing the calls it is told to. */
function fakeServer(fail: Record<number, FailureKind> = {}) {
  const calls: Array<{
    step: string;
    id: string;
    version: number | undefined;
    values: Record<string, string>;
  }> = [];
  let call = 0;
  const versions = new Map<string, number>();
  const sender: Sender = async (kept, target) => {
    call += 1;
    calls.push({ step: kept.step, id: target.id, version: target.version, values: kept.values });
    const failure = fail[call];
    if (failure) throw new Refusal(failure);
    const id = target.id === 'new' ? `app-${versions.size + 1}` : target.id;
    const version = (versions.get(id) ?? target.version ?? 0) + 1;
    versions.set(id, version);
    return { id, version };
  };
  return { sender, calls };
}

describe('offline queue', () => {
  it('sends the kept steps in the order they were kept, each with the version the one before answered', async () => {
    await queue.keep('u1', step('offline-a', '1', { amount: '5000.00' }));
    await queue.keep('u1', step('app-9', '3-1', { firstName: 'Zoé' }, { baseVersion: 4 }));
    await queue.keep('u1', step('offline-a', '3-1', { firstName: 'Léa' }));
    await queue.keep('u1', step('offline-a', '3-2', { city: 'Laval' }));
    const server = fakeServer();
    const report = await queue.send('u1', server.sender, classify);
    expect(server.calls.map((c) => [c.step, c.id, c.version])).toEqual([
      ['1', 'new', undefined],
      ['3-1', 'app-1', 1],
      ['3-2', 'app-1', 2],
      ['3-1', 'app-9', 4],
    ]);
    expect(report.offline).toBe(false);
    expect(report.answers).toEqual({
      'offline-a': { id: 'app-1', version: 3 },
      'app-9': { id: 'app-9', version: 5 },
    });
    expect(await queue.list('u1')).toEqual([]);
  });

  it('keeps what a failed send left and goes on from there with the id and version already answered', async () => {
    await queue.keep('u1', step('offline-a', '1', { amount: '5000.00' }));
    await queue.keep('u1', step('offline-a', '3-1', { firstName: 'Léa' }));
    await queue.keep('u1', step('offline-a', '3-2', { city: 'Laval' }));
    const first = fakeServer({ 2: 'offline' });
    const report = await queue.send('u1', first.sender, classify);
    expect(report.offline).toBe(true);
    expect(report.sent.map((s) => s.step)).toEqual(['1']);
    const left = await queue.list('u1');
    expect(left.map((s) => [s.step, s.serverId, s.baseVersion])).toEqual([
      ['3-1', 'app-1', 1],
      ['3-2', undefined, undefined],
    ]);
    // What is shown meanwhile is the server's answer with the steps still kept.
    expect(keptRecord(left)?.application).toMatchObject({ amount: 5000, firstName: 'Léa', city: 'Laval' });

    const retry = fakeServer();
    await queue.send('u1', retry.sender, classify);
    expect(retry.calls.map((c) => [c.step, c.id, c.version])).toEqual([
      ['3-1', 'app-1', 1],
      ['3-2', 'app-1', 2],
    ]);
    expect(await queue.list('u1')).toEqual([]);
  });

  it('stops an application changed elsewhere (409) for the salesperson, sends the others, and resumes once rebased', async () => {
    await queue.keep('u1', step('app-7', '3-1', { firstName: 'Léa' }, { baseVersion: 2 }));
    await queue.keep('u1', step('app-7', '3-2', { city: 'Laval' }));
    await queue.keep('u1', step('app-8', '1', { amount: '900.00' }, { baseVersion: 1 }));
    const server = fakeServer({ 1: 'conflict' });
    const report = await queue.send('u1', server.sender, classify);
    expect(report.stopped).toHaveLength(1);
    expect(report.stopped[0]).toMatchObject({ appRef: 'app-7', id: 'app-7', kind: 'conflict' });
    expect(report.stopped[0]?.steps.map((s) => s.step)).toEqual(['3-1', '3-2']);
    expect(report.answers).toEqual({ 'app-8': { id: 'app-8', version: 2 } });
    expect((await queue.list('u1')).map((s) => s.step)).toEqual(['3-1', '3-2']);

    // Keep mine: from the server's newer version, every kept step is sent again in order.
    await queue.rebase('u1', 'app-7', 6);
    const again = fakeServer();
    await queue.send('u1', again.sender, classify);
    expect(again.calls.map((c) => [c.step, c.id, c.version])).toEqual([
      ['3-1', 'app-7', 6],
      ['3-2', 'app-7', 7],
    ]);
  });

  it("drops an application's kept steps when the server's version is chosen", async () => {
    await queue.keep('u1', step('app-7', '3-1', { firstName: 'Léa' }, { baseVersion: 2 }));
    await queue.keep('u1', step('app-8', '1', { amount: '900.00' }, { baseVersion: 1 }));
    await queue.drop('u1', 'app-7');
    expect((await queue.list('u1')).map((s) => s.appRef)).toEqual(['app-8']);
  });

  it('forgets kept steps after 72 hours', async () => {
    await queue.keep('u1', step('offline-a', '1', { amount: '5000.00' }));
    clock += KEEP_FOR_MS - 1;
    await queue.keep('u1', step('offline-a', '3-1', { firstName: 'Léa' }));
    expect(await queue.list('u1')).toHaveLength(2);
    clock += 2;
    expect((await queue.list('u1')).map((s) => s.step)).toEqual(['3-1']);
    expect(await vault.list()).toHaveLength(1);
    clock += KEEP_FOR_MS;
    expect(await queue.list('u1')).toEqual([]);
    expect(await vault.list()).toEqual([]);
  });
});

describe('offline vault', () => {
  it('holds the steps sealed, under a key the browser will not export', async () => {
    await queue.keep('u1', step('offline-a', '3-1', { firstName: 'Geneviève', lastName: 'Tremblay' }));
    const record = (await vault.list())[0]?.[1] as { data: ArrayBuffer };
    const stored = new TextDecoder('latin1').decode(new Uint8Array(record.data));
    expect(stored).not.toContain('Tremblay');
    expect(stored).not.toContain('Genevi');
    const { createStore } = await import('idb-keyval');
    const key = await get<CryptoKey>('u1', createStore('vp-offline-keys', 'keys'));
    expect(key?.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', key as CryptoKey)).rejects.toThrow();
    expect((await queue.list('u1'))[0]?.values).toEqual({ firstName: 'Geneviève', lastName: 'Tremblay' });
  });

  it("cannot open another user's steps, and nothing after a wipe", async () => {
    await queue.keep('u1', step('offline-a', '3-1', { firstName: 'Léa' }));
    await queue.keep('u2', step('offline-b', '3-1', { firstName: 'Zoé' }));
    const [, second] = (await vault.list()).map(([, r]) => r);
    await expect(vault.open('u1', second as never)).rejects.toThrow();
    expect((await queue.list('u2')).map((s) => s.values.firstName)).toEqual(['Zoé']);

    await vault.keepOnly('u2');
    expect((await vault.list()).map(([, r]) => r.userId)).toEqual(['u2']);
    await expect(vault.seal('u1', {}).then(() => vault.open('u1', second as never))).rejects.toThrow();

    await vault.wipe();
    expect(await vault.list()).toEqual([]);
    await expect(vault.open('u2', second as never)).rejects.toBeInstanceOf(VaultLockedError);
  });
});
