// Test setup for jsdom: what Mantine expects from a browser, a clean DOM, storage and language per test.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { clearSession } from '../lib/session.ts';

// Every findBy*/waitFor waits up to 10 s: a lazily loaded screen on a busy 2-core machine takes more than the
// library's 1 s default (issue 10's change-password test failed so). A passing test does not wait any longer.
configure({ asyncUtilTimeout: 10_000 });

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
window.ResizeObserver = ResizeObserverStub;
// jsdom has no FontFaceSet: Mantine 9's autosize Textarea listens on document.fonts for fonts that finish loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};

beforeEach(async () => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  // Ends any session left by the last test, which also empties the shared query cache.
  clearSession();
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
