// The reference cache's key (decision 057), as the worker computes it with its Request and WebCrypto.
import { describe, expect, it } from 'vitest';
import { referenceCacheKey } from './reference-cache-key.ts';

const asked = (language: string, token?: string) =>
  referenceCacheKey({
    request: new Request('https://portal.example/api/programs/sheet', {
      headers: { 'accept-language': language, ...(token ? { authorization: token } : {}) },
    }),
  });

describe('referenceCacheKey', () => {
  it('keys an answer by its language and session in the query, which the Cache API matches (a fragment it ignores)', async () => {
    const key = new URL(await asked('fr', 'session-token-a'));
    expect(key.pathname).toBe('/api/programs/sheet');
    expect(key.hash).toBe('');
    expect(key.searchParams.get('lang')).toBe('fr');
    expect(key.searchParams.get('session')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('gives another user of the tablet (another session) and another language another key', async () => {
    expect(await asked('en', 'session-token-a')).toBe(await asked('en', 'session-token-a'));
    expect(await asked('en', 'session-token-a')).not.toBe(await asked('en', 'session-token-b'));
    expect(await asked('en', 'session-token-a')).not.toBe(await asked('fr', 'session-token-a'));
  });

  it('never writes the session token itself into the key', async () => {
    expect(await asked('en', 'secret-session-token')).not.toContain('secret-session-token');
  });

  it('serializes into the worker on its own: it names nothing outside its body', () => {
    const source = referenceCacheKey.toString();
    // Workbox copies the function's text into sw.js: only the worker's globals may appear.
    const rebuilt = new Function(`return (${source});`)() as typeof referenceCacheKey;
    return expect(rebuilt({ request: new Request('https://portal.example/api/form-options') })).resolves.toBe(
      'https://portal.example/api/form-options?lang=',
    );
  });
});
