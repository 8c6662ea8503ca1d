// The one error type of the web app and the rules of spec §8: which message to show, when it is fatal,
// and the forced logout on an expired session.

import { PASSWORD_EXPIRED_CODE, TOKEN_EXPIRED_CODE } from '@vp/domain';
import { i18n } from './i18n.ts';
import { notifyError } from './notify.ts';
import { clearSession, getToken } from './session.ts';

/** `invalidResponse`: a 2xx answer without the shape the contract promises. */
export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'tokenMissing' | 'invalidResponse';

/** What the server answers on the session's end (ARCHITECTURE §4), in English. */
export const TOKEN_EXPIRED_MESSAGE = "Token expired or doesn't exist";
const PASSWORD_EXPIRED_MESSAGE = 'Password Expired';

interface ApiErrorInit {
  kind: ApiErrorKind;
  status?: number;
  code?: string;
  fieldErrors?: Record<string, string>;
  formErrors?: Record<string, Record<string, string>>;
  sessionExpired?: boolean;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status; 0 when no answer came (timeout, network). */
  readonly status: number;
  readonly code: string | undefined;
  /** Localized messages per form field, from a 400 answer's `errors`. */
  readonly fieldErrors: Record<string, string>;
  /** Localized messages per form and field, from a failed submit's `errorMessages` ({ application: {...} }). */
  readonly formErrors: Record<string, Record<string, string>>;
  /** The session ended: the user was already signed out and told so; show nothing more. */
  readonly sessionExpired: boolean;

  constructor(message: string, init: ApiErrorInit) {
    super(message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? {};
    this.formErrors = init.formErrors ?? {};
    this.sessionExpired = init.sessionExpired ?? false;
  }
}

interface ErrorBody {
  errorMessage?: unknown;
  code?: unknown;
  errors?: unknown;
  errorMessages?: unknown;
}

function stringRecord(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * Whether an answer says the session is over: the server's code, or the spec's message (§8) from a server that sends
 * no code. A 403 alone is a refusal of this screen or action to this user, whose session is fine: it is shown, and the
 * user stays signed in (decision 031).
 */
export function isSessionExpiry(code: string | undefined, message: string | undefined): boolean {
  return code === TOKEN_EXPIRED_CODE || message === TOKEN_EXPIRED_MESSAGE;
}

function formRecord(value: unknown): Record<string, Record<string, string>> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value).map(([form, errors]) => [form, stringRecord(errors)]));
}

/** Builds the error of a non-2xx answer: the server's errorMessage as is, else the generic message. */
export function apiErrorFromResponse(status: number, body: unknown, sessionExpired = false): ApiError {
  const data: ErrorBody = body && typeof body === 'object' ? body : {};
  const serverMessage =
    typeof data.errorMessage === 'string' && data.errorMessage ? data.errorMessage : undefined;
  return new ApiError(serverMessage ?? i18n.t('errors:fatalError.internal'), {
    kind: 'http',
    status,
    code: typeof data.code === 'string' ? data.code : undefined,
    fieldErrors: stringRecord(data.errors),
    formErrors: formRecord(data.errorMessages),
    sessionExpired,
  });
}

export function timeoutError(): ApiError {
  return new ApiError(i18n.t('errors:fatalError.requestTimedOut'), { kind: 'timeout' });
}

export function networkError(): ApiError {
  return new ApiError(i18n.t('errors:fatalError.network'), { kind: 'network' });
}

export function invalidResponseError(): ApiError {
  return new ApiError(i18n.t('errors:fatalError.internal'), { kind: 'invalidResponse' });
}

export function tokenMissingError(): ApiError {
  return new ApiError(i18n.t('errors:fatalError.tokenMissing'), { kind: 'tokenMissing' });
}

/** Spec §8: the server's errorMessage, else the exception's message, else 'Internal Server Error'. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return i18n.t('errors:fatalError.internal');
}

/** Fatal: the request could not be served (no answer, a server fault, an unexpected exception). */
export function isFatal(error: unknown): boolean {
  if (error instanceof ApiError) return error.kind !== 'http' || error.status >= 500;
  return true;
}

/** The text of an error alert, with 'Fatal Error: ' in front where fatal. */
export function errorText(error: unknown, fatal = isFatal(error)): string {
  const message = errorMessage(error);
  return fatal ? `${i18n.t('errors:fatalPrefix')}${message}` : message;
}

/** Shows an error as a notification, unless it is an expired session the user was already told about. */
export function showError(error: unknown, fatal?: boolean): void {
  if (error instanceof ApiError && error.sessionExpired) return;
  notifyError(errorText(error, fatal));
}

export function isPasswordExpired(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === PASSWORD_EXPIRED_CODE || error.message === PASSWORD_EXPIRED_MESSAGE)
  );
}

/**
 * Forced logout (spec §8): forget the session and say so once. The signed-in layout sees the session gone
 * and sends the user to Login with the current path as `redirect`.
 */
export function expireSession(): void {
  if (getToken() === null) return;
  clearSession();
  notifyError(i18n.t('errors:fatalError.sessionExpired'), 'session-expired');
}
