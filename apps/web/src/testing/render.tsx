// Renders the real route table at a path, with the app's providers, a stored session if given, and a
// fake API answering from a table of handlers.
import { render, screen } from '@testing-library/react';
import type { Locale, SessionUser, Vendor } from '@vp/domain';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProvider } from '../app/provider.tsx';
import { routes } from '../app/router.tsx';
import { setLocale } from '../lib/i18n.ts';
import { type Session, saveSession } from '../lib/session.ts';

export const testUser: SessionUser = {
  userName: 'demo.external',
  displayName: 'Demo External',
  role: 'vendor',
};
export const testVendor: Vendor = {
  id: 1,
  name: 'Maple Home Comfort',
  vendorInternalOrExternal: 'External Vendor',
  province: 'ON',
  country: 'CA',
};
export const testSession: Session = { token: 'token-1', user: testUser, vendor: testVendor };
/** The lender admin's session (the lender's console: dealers, rate sheets). */
export const lenderAdminSession: Session = {
  token: 'token-a',
  user: {
    userName: 'demo.lender.admin',
    displayName: 'Noor Haddad',
    role: 'underwriter',
    lenderRoles: ['lenderAdmin'],
  },
  vendor: null,
};

export interface FakeRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}
export interface FakeAnswer {
  status?: number;
  body?: unknown;
}
type Handler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

/** Stubs fetch: `handlers['GET /users/session']` answers that call; anything else is a 404. */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const request: FakeRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      headers: { ...(init?.headers as Record<string, string> | undefined) },
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(request);
    const handler = handlers[`${request.method} ${request.path}`];
    const answer = handler ? await handler(request) : { status: 404, body: { errorMessage: 'Not found.' } };
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

interface RenderOptions {
  locale?: Locale;
  session?: Session | null;
}

export async function renderAt(path: string, { locale = 'en', session = null }: RenderOptions = {}) {
  await setLocale(locale);
  if (session) saveSession(session);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, ...view };
}

/** The input labelled exactly `label` (Mantine adds ' *' to a required field's label, hidden from readers). */
export function getInput(label: string): HTMLInputElement {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return screen.getByLabelText(new RegExp(`^${escaped}( \\*)?$`)) as HTMLInputElement;
}

/** The error message tied to an input (aria-describedby), or null when the input is valid. */
export function fieldError(label: string): string | null {
  const input = getInput(label);
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const errorId = ids.find((id) => id.endsWith('-error'));
  return errorId ? (document.getElementById(errorId)?.textContent ?? null) : null;
}
