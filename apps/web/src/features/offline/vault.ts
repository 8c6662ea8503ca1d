// What the tablet keeps while offline (issue 39, decision 057): each kept step sealed with AES-GCM under a key made per
// signed-in user by WebCrypto, non-extractable (the browser never hands its bytes to any script), kept in IndexedDB
// beside the sealed steps. Clearing drops both: what is left cannot be read by the next person on a shared tablet.
import { clear, createStore, del, entries, get, set, type UseStore } from 'idb-keyval';

export const KEYS_DATABASE = 'vp-offline-keys';
export const STEPS_DATABASE = 'vp-offline-steps';

/** A sealed record as IndexedDB holds it: whose it is and when it was kept in clear, the rest unreadable. */
export interface SealedRecord {
  userId: string;
  /** When it was kept (ms since 1970): the 72-hour limit reads it without the key. */
  keptAt: number;
  /** Its place in the order of keeping. */
  seq: number;
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

export interface Vault {
  seal(userId: string, value: unknown): Promise<Pick<SealedRecord, 'iv' | 'data'>>;
  open<T>(userId: string, record: Pick<SealedRecord, 'iv' | 'data'>): Promise<T>;
  put(key: string, record: SealedRecord): Promise<void>;
  remove(key: string): Promise<void>;
  list(): Promise<Array<[string, SealedRecord]>>;
  /** Drops every sealed record and every key: nothing of anyone stays readable. */
  wipe(): Promise<void>;
  /** Drops the keys of every other user (and so makes their records unreadable), then their records. */
  keepOnly(userId: string): Promise<void>;
}

let stores: { keys: UseStore; steps: UseStore } | undefined;
function idbStores() {
  stores ??= { keys: createStore(KEYS_DATABASE, 'keys'), steps: createStore(STEPS_DATABASE, 'steps') };
  return stores;
}

/** The user's key: made once, non-extractable, kept as a CryptoKey object (IndexedDB clones it without its bytes). */
async function keyOf(userId: string, create: boolean): Promise<CryptoKey | undefined> {
  const { keys } = idbStores();
  const existing = await get<CryptoKey>(userId, keys);
  if (existing || !create) return existing;
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
  await set(userId, key, keys);
  return key;
}

export class VaultLockedError extends Error {
  constructor() {
    super('The key of these kept steps is gone.');
    this.name = 'VaultLockedError';
  }
}

export function createVault(): Vault {
  return {
    async seal(userId, value) {
      const key = await keyOf(userId, true);
      if (!key) throw new VaultLockedError();
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const clearText = new TextEncoder().encode(JSON.stringify(value));
      const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, clearText);
      return { iv, data };
    },
    async open<T>(userId: string, record: Pick<SealedRecord, 'iv' | 'data'>) {
      const key = await keyOf(userId, false);
      if (!key) throw new VaultLockedError();
      const clearText = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: record.iv }, key, record.data);
      return JSON.parse(new TextDecoder().decode(clearText)) as T;
    },
    put: (key, record) => set(key, record, idbStores().steps),
    remove: (key) => del(key, idbStores().steps),
    list: () => entries<string, SealedRecord>(idbStores().steps),
    async wipe() {
      const { keys, steps } = idbStores();
      await clear(keys);
      await clear(steps);
    },
    async keepOnly(userId) {
      const { keys, steps } = idbStores();
      for (const [owner] of await entries<string, CryptoKey>(keys))
        if (owner !== userId) await del(owner, keys);
      for (const [key, record] of await entries<string, SealedRecord>(steps))
        if (record.userId !== userId) await del(key, steps);
    },
  };
}
