// The one error type of the API: an i18n message key, an HTTP status, and extra fields for the answer.
import { TOKEN_EXPIRED_CODE } from '@vp/domain';

/** A message's parameter that is itself a message: translated in the request's language (a status's label). */
export interface TranslatedParam {
  readonly t: string;
  /** The key's namespace when the key holds spaces (a status), which i18next would not split at its colon. */
  readonly ns?: string;
}
export type MessageParam = string | number | TranslatedParam;

/** A status as the request's language names it ('Booked' → 'Financée'), for a message's parameter. */
export const statusLabel = (status: string): TranslatedParam => ({ t: status, ns: 'statuses' });

export class AppError extends Error {
  /** i18n key of the message, e.g. 'errors:api.invalidCredentials'. */
  readonly key: string;
  readonly statusCode: number;
  readonly params: Record<string, MessageParam>;
  /** Extra fields of the answer, e.g. { code: 'PASSWORD_EXPIRED' }. */
  readonly extra: Record<string, unknown>;
  /** Extra fields whose string leaves are i18n keys, translated for the answer (field errors). */
  readonly messages: Record<string, unknown>;

  constructor(
    key: string,
    statusCode: number,
    params: Record<string, MessageParam> = {},
    extra: Record<string, unknown> = {},
    messages: Record<string, unknown> = {},
  ) {
    super(key);
    this.name = 'AppError';
    this.key = key;
    this.statusCode = statusCode;
    this.params = params;
    this.extra = extra;
    this.messages = messages;
  }
}

/** A refusal for a while: the error handler sends its Retry-After, so that a client knows when to ask again. */
export class RetryLaterError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(
    key: string,
    statusCode: number,
    retryAfterSeconds: number,
    params: Record<string, string | number> = {},
  ) {
    super(key, statusCode, params);
    this.name = 'RetryLaterError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * A refusal for a moment (every reader of a pool busy): 503 with the Retry-After the error handler sends, so that a
 * client knows when to ask again. Every 503 the API answers carries one (decision 023).
 */
export class UnavailableError extends RetryLaterError {
  constructor(retryAfterSeconds: number) {
    super('errors:api.serviceUnavailable', 503, retryAfterSeconds);
    this.name = 'UnavailableError';
  }
}

/**
 * The session is over (ARCHITECTURE §4: 403 with the spec's message). Its `code` tells a client this refusal from a
 * 403 that only says "not for you" (decision 031): only this one signs the user out.
 */
export const tokenExpired = () =>
  new AppError('errors:api.tokenExpired', 403, {}, { code: TOKEN_EXPIRED_CODE });
export const notFound = () => new AppError('errors:api.notFound', 404);
export const forbidden = () => new AppError('errors:api.forbidden', 403);
