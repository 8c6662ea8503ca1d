import { act, screen } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { saveSession } from '../lib/session.ts';
import { mockApi, testSession } from '../testing/render.tsx';
import { FIRST_PAINT_WAIT_MS, startRouter } from './router-app.tsx';

let root: Root | undefined;

/** What main.tsx does on a fresh load of a signed-in address; records whether the loading message ever showed. */
async function freshLoad(address: string) {
  window.history.replaceState(null, '', address);
  saveSession(testSession);
  const container = document.createElement('div');
  document.body.append(container);
  const seen = { loading: false };
  new MutationObserver(() => {
    if (container.textContent?.includes('Loading')) seen.loading = true;
  }).observe(container, { childList: true, subtree: true, characterData: true });
  root = createRoot(container);
  await act(() => startRouter(root as Root));
  return seen;
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('the first paint of a fresh signed-in page (decision 038)', () => {
  it('is the screen itself, without the loading message first', async () => {
    mockApi({ 'GET /applications/summary': () => ({ body: { results: { All: 3 } } }) });
    const seen = await freshLoad('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(seen.loading).toBe(false);
  });

  it('is the loading message once the screen takes longer than a moment', async () => {
    // The summary never answers: the route's loader holds the screen for FIRST_ANSWERS_WAIT_MS (1.5 s), longer.
    mockApi({ 'GET /applications/summary': () => new Promise(() => {}) });
    const started = Date.now();
    await freshLoad('/');
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(Date.now() - started).toBeGreaterThanOrEqual(FIRST_PAINT_WAIT_MS - 50);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
  });
});
