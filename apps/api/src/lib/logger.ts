// The one logger configuration of the server and the worker: what is redacted, and how errors are written, so that no
// log line at any level carries a SIN, a date of birth, a password, a token or a failing query's values (ARCHITECTURE §5).
import type { LoggerOptions } from 'pino';
import type { LinkRedactor } from './link-secrets.ts';

/** Paths never written to the logs, whatever the level: credentials, personal data, and every request header set. */
export const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  // Libraries log options that embed the request's headers (@fastify/multipart at trace: `busboyOptions.headers`).
  'headers.authorization',
  'headers.cookie',
  '*.headers.authorization',
  '*.headers.cookie',
  // The customer's session on their own device (issue 26), a key as the authorization header is.
  'req.headers["x-customer-session"]',
  'headers["x-customer-session"]',
  '*.headers["x-customer-session"]',
  '*.password',
  '*.newPassword',
  '*.confirmNewPassword',
  '*.authToken',
  '*.token',
  // The second factor (decision 053): a sign-in's ticket, an authenticator app's secret, the recovery codes.
  '*.ticket',
  '*.secret',
  '*.recoveryCodes',
  '*.sin',
  '*.dob',
];

/**
 * Fields of an error that may carry a query's values: drizzle's `params`, node-postgres's and PGlite's `detail`
 * ('Key (sin_last4)=(1234) already exists') and `where`, and any `values`/`parameters` a library attaches.
 */
const VALUE_FIELDS = new Set(['params', 'parameters', 'values', 'detail', 'where', 'internalQuery', 'data']);

/** drizzle puts the parameters in the message itself: 'Failed query: <sql>\nparams: <values>'. */
const withoutParams = (text: string) =>
  text.replace(/\nparams:[\s\S]*?(?=\n\s+at |$)/, '\nparams: [dropped]');

/** An error of the database itself (node-postgres or PGlite): it has a SQLSTATE code and a severity. */
const isDatabaseError = (error: Error) =>
  typeof (error as { severity?: unknown }).severity === 'string' &&
  /^[0-9A-Z]{5}$/.test(String((error as { code?: unknown }).code));

/** PostgreSQL quotes the offending value in its messages ('invalid input syntax for type integer: "…"'). */
const withoutQuotedValues = (text: string) => text.replace(/"(?:[^"\\]|\\.)*"/g, '"[dropped]"');

export interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  [key: string]: unknown;
}

/** An error as a plain object, with its cause chain, minus every field that may carry a value of the failed query. */
export function serializeError(error: unknown, depth = 0): SerializedError | unknown {
  if (!(error instanceof Error)) return typeof error === 'string' ? withoutParams(error) : error;
  const fromDatabase = isDatabaseError(error);
  const clean = (text: string) => (fromDatabase ? withoutQuotedValues(text) : withoutParams(text));
  const out: SerializedError = { type: error.constructor?.name ?? 'Error', message: clean(error.message) };
  // A database error's stack is the driver's (or PGlite's wasm) frames and repeats the message: left out.
  if (error.stack && !fromDatabase) out.stack = clean(error.stack);
  for (const [key, value] of Object.entries(error)) {
    if (VALUE_FIELDS.has(key) || key === 'message' || key === 'stack' || key === 'cause') continue;
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      out[key] = typeof value === 'string' ? clean(value) : value;
    }
  }
  if (error.cause !== undefined && depth < 5) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

/** The request as logged: method, URL without its query string (searches carry names), and the caller's address. */
function serializeRequest(request: { method?: string; url?: string; ip?: string; id?: string }) {
  return {
    method: request.method,
    url: request.url?.split('?')[0],
    remoteAddress: request.ip,
    reqId: request.id,
  };
}

/** 'pretty': one readable line per entry (a terminal); 'json': one JSON object per line (files, log collectors). */
export type LogFormat = 'pretty' | 'json';

/** LOG_FORMAT when set; otherwise readable on a terminal and JSON when the output is a file or a pipe. */
export function resolveLogFormat(
  configured: LogFormat | undefined,
  isTty = process.stdout.isTTY === true,
): LogFormat {
  return configured ?? (isTty ? 'pretty' : 'json');
}

/**
 * The pretty format is pino-pretty in pino's transport thread: it receives entries already redacted and serialized
 * here, so it can print nothing the JSON would not. `links` cuts the secrets of the links the routes declare
 * (lib/link-secrets.ts) from each line as written, whichever field or message holds the URL (decision 029).
 */
export function loggerOptions(
  level: string,
  format: LogFormat = 'json',
  links?: LinkRedactor,
): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT, censor: '[redacted]' },
    ...(links ? { hooks: { streamWrite: (line: string) => links.redact(line) } } : {}),
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
    ...(format === 'pretty'
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', singleLine: true },
          },
        }
      : {}),
  };
}
