// The signed-in session kept in localStorage (spec §3: authUserToken, authUser, authUserVendor, lastTokenCheck).
import type { SessionUser, Vendor } from '@vp/domain';
import { useSyncExternalStore } from 'react';

export const SESSION_KEYS = {
  token: 'authUserToken',
  user: 'authUser',
  vendor: 'authUserVendor',
  lastTokenCheck: 'lastTokenCheck',
} as const;

export interface Session {
  token: string;
  user: SessionUser;
  vendor: Vendor | null;
}

const listeners = new Set<() => void>();

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode, quota): the session then lives only as long as the page.
  }
}

function parse<T>(raw: string | null): T | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

let cached: { raw: string; session: Session | null } | undefined;

/** The stored session, the same object as long as storage has not changed (for useSyncExternalStore). */
export function getSession(): Session | null {
  const token = read(SESSION_KEYS.token);
  const userRaw = read(SESSION_KEYS.user);
  const vendorRaw = read(SESSION_KEYS.vendor);
  const raw = `${token}\u0000${userRaw}\u0000${vendorRaw}`;
  if (cached?.raw === raw) return cached.session;
  const user = parse<SessionUser>(userRaw);
  const session = token && user ? { token, user, vendor: parse<Vendor>(vendorRaw) } : null;
  cached = { raw, session };
  return session;
}

export function getToken(): string | null {
  return read(SESSION_KEYS.token);
}

function emit(): void {
  for (const listener of listeners) listener();
}

export function saveSession(session: Session, now = Date.now()): void {
  write(SESSION_KEYS.token, session.token);
  write(SESSION_KEYS.user, JSON.stringify(session.user));
  write(SESSION_KEYS.vendor, session.vendor ? JSON.stringify(session.vendor) : null);
  write(SESSION_KEYS.lastTokenCheck, String(now));
  emit();
}

/** Keeps the token, refreshes who the user is (the session check answers it). */
export function updateSessionDetails(user: SessionUser, vendor: Vendor | null): void {
  write(SESSION_KEYS.user, JSON.stringify(user));
  write(SESSION_KEYS.vendor, vendor ? JSON.stringify(vendor) : null);
  emit();
}

export function clearSession(): void {
  for (const key of Object.values(SESSION_KEYS)) write(key, null);
  emit();
}

export function getLastTokenCheck(): number {
  const value = Number(read(SESSION_KEYS.lastTokenCheck));
  return Number.isFinite(value) ? value : 0;
}

export function markTokenChecked(now = Date.now()): void {
  write(SESSION_KEYS.lastTokenCheck, String(now));
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (Object.values(SESSION_KEYS) as string[]).includes(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}
