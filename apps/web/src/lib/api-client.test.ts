import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { mockApi, testSession } from '../testing/render.tsx';
import { API_BASE, api, REQUEST_TIMEOUT_MS } from './api-client.ts';
import { ApiError, errorText, isPasswordExpired, showError } from './errors.ts';
import { setLocale } from './i18n.ts';
import { notifyError } from './notify.ts';
import { getSession, saveSession } from './session.ts';

vi.mock('./notify.ts', () => ({
  notifyError: vi.fn(),
  notifySuccess: vi.fn(),
  NOTIFICATION_AUTO_CLOSE_MS: 10_000,
}));

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('The call did not fail.');
}

describe('api client', () => {
  beforeEach(() => {
    vi.mocked(notifyError).mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends JSON, the locale and the token', async () => {
    saveSession(testSession);
    await setLocale('fr');
    const { calls, fetchMock } = mockApi({ 'POST /things': () => ({ body: { ok: true } }) });
    await expect(api.post('/things', { a: 1 })).resolves.toEqual({ ok: true });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`${API_BASE}/things`);
    expect(calls[0]?.headers).toEqual({
      Accept: 'application/json',
      'Accept-Language': 'fr',
      'Content-Type': 'application/json',
      Authorization: 'token-1',
    });
    expect(calls[0]?.body).toEqual({ a: 1 });
  });

  it('sends a FormData body as multipart, leaving its content type to the browser', async () => {
    saveSession(testSession);
    const { calls, fetchMock } = mockApi({ 'POST /uploads': () => ({ body: { ok: true } }) });
    const form = new FormData();
    form.append('fileInfo', new Blob(['x'], { type: 'image/png' }), 'photo.png');
    await expect(api.post('/uploads', form)).resolves.toEqual({ ok: true });
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(form);
    expect(calls[0]?.headers['Content-Type']).toBeUndefined();
    expect(calls[0]?.headers.Authorization).toBe('token-1');
  });

  it('sends no token on login', async () => {
    saveSession(testSession);
    const { calls } = mockApi({ 'POST /users/login': () => ({ body: {} }) });
    await api.post('/users/login', { userName: 'a', password: 'b' }, { auth: 'none' });
    expect(calls[0]?.headers.Authorization).toBeUndefined();
  });

  it('refuses a protected call without a token, locally', async () => {
    const { fetchMock } = mockApi({});
    const error = await failure(api.get('/applications/summary'));
    expect(error.message).toBe('Authorization token missing.');
    expect(error.kind).toBe('tokenMissing');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's errorMessage as is, with its field errors and code", async () => {
    mockApi({
      'POST /users/login': () => ({
        status: 401,
        body: { errorMessage: 'Password Expired', code: 'PASSWORD_EXPIRED', errors: { userName: 'Bad.' } },
      }),
    });
    const error = await failure(api.post('/users/login', {}, { auth: 'none' }));
    expect(error.message).toBe('Password Expired');
    expect(error.status).toBe(401);
    expect(error.fieldErrors).toEqual({ userName: 'Bad.' });
    expect(isPasswordExpired(error)).toBe(true);
    expect(errorText(error)).toBe('Password Expired');
  });

  it("falls back to 'Internal Server Error' and prefixes fatal errors", async () => {
    saveSession(testSession);
    mockApi({ 'GET /boom': () => ({ status: 500 }) });
    const error = await failure(api.get('/boom'));
    expect(error.message).toBe('Internal Server Error');
    expect(errorText(error)).toBe('Fatal Error: Internal Server Error');
    await setLocale('fr');
    expect(errorText(new Error('Kaput'))).toBe('Erreur fatale\u00a0: Kaput');
  });

  it('gives up after 30 s with Request Timed Out', async () => {
    vi.useFakeTimers();
    saveSession(testSession);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const pending = failure(api.get('/slow'));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.message).toBe('Request Timed Out');
    expect(error.kind).toBe('timeout');
    expect(errorText(error)).toBe('Fatal Error: Request Timed Out');
  });

  it('says the server could not be reached when the network fails', async () => {
    saveSession(testSession);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await failure(api.get('/x'));
    expect(error.kind).toBe('network');
    expect(errorText(error)).toMatch(/^Fatal Error: /);
  });

  it('signs the user out on the session-expired 403 and says the session expired, once', async () => {
    saveSession(testSession);
    mockApi({
      'GET /applications/summary': () => ({
        status: 403,
        body: { errorMessage: "Token expired or doesn't exist", code: 'TOKEN_EXPIRED' },
      }),
    });
    const error = await failure(api.get('/applications/summary'));
    expect(error.sessionExpired).toBe(true);
    expect(getSession()).toBeNull();
    expect(notifyError).toHaveBeenCalledTimes(1);
    expect(notifyError).toHaveBeenCalledWith(
      'Your session has expired. Please log back in.',
      'session-expired',
    );
    showError(error);
    expect(notifyError).toHaveBeenCalledTimes(1);
  });

  it('treats the token-expired message as an expired session whatever the status', async () => {
    saveSession(testSession);
    mockApi({
      'GET /users/session': () => ({ status: 401, body: { errorMessage: "Token expired or doesn't exist" } }),
    });
    const error = await failure(api.get('/users/session'));
    expect(error.sessionExpired).toBe(true);
    expect(getSession()).toBeNull();
  });

  it('signs the user out on the session-expired code in French too', async () => {
    saveSession(testSession);
    mockApi({
      'GET /applications/summary': () => ({
        status: 403,
        body: { errorMessage: 'Jeton expiré ou inexistant', code: 'TOKEN_EXPIRED' },
      }),
    });
    const error = await failure(api.get('/applications/summary'));
    expect(error.sessionExpired).toBe(true);
    expect(getSession()).toBeNull();
  });

  it('keeps the user signed in on a 403 that refuses a screen, and shows its message', async () => {
    saveSession(testSession);
    mockApi({
      'GET /application/get-assets/a1': () => ({
        status: 403,
        body: { errorMessage: 'Only External Vendors can prepare the contract of an application.' },
      }),
    });
    const error = await failure(api.get('/application/get-assets/a1'));
    expect(error.sessionExpired).toBe(false);
    expect(error.status).toBe(403);
    expect(getSession()).not.toBeNull();
    expect(notifyError).not.toHaveBeenCalled();
    expect(errorText(error)).toBe('Only External Vendors can prepare the contract of an application.');
  });

  it('does not sign anyone out for a 403 on a call made without a token', async () => {
    mockApi({ 'POST /users/password': () => ({ status: 403, body: { errorMessage: 'Nope.' } }) });
    const error = await failure(api.post('/users/password', {}, { auth: 'optional' }));
    expect(error.sessionExpired).toBe(false);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it("reads a 2xx answer with its schema, dropping fields the contract doesn't name", async () => {
    saveSession(testSession);
    mockApi({ 'GET /things': () => ({ body: { status: 'Approved', extra: 1 } }) });
    const schema = z.object({ status: z.string() });
    await expect(api.get('/things', { schema })).resolves.toEqual({ status: 'Approved' });
    await expect(api.get('/things', { schema: Promise.resolve(schema) })).resolves.toEqual({
      status: 'Approved',
    });
  });

  it('treats an answer that does not match its schema as the generic failure', async () => {
    saveSession(testSession);
    mockApi({ 'GET /things': () => ({ body: { status: 42 } }) });
    const error = await failure(api.get('/things', { schema: z.object({ status: z.string() }) }));
    expect(error.kind).toBe('invalidResponse');
    expect(errorText(error)).toBe('Fatal Error: Internal Server Error');
  });
});
