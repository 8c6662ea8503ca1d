// Maps every failure to the spec's { errorMessage } in the request's locale; no stack ever reaches a client.

import type { Socket } from 'node:net';
import { localeFromAcceptLanguage } from '@vp/domain';
import { createTranslator } from '@vp/i18n';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, RetryLaterError } from '../lib/app-error.ts';
import {
  createOutageLog,
  isDatabaseUnavailable,
  OUTAGE_RETRY_AFTER_SECONDS,
} from '../lib/database-errors.ts';

const I18N_KEY = /^[a-z]+:[\w.]+$/;

/** Fastify's own client errors and the message each gets. */
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'errors:api.badJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'errors:api.badJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'errors:api.bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'errors:api.unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'errors:api.badJson',
};

function fieldErrors(error: FastifyError, request: FastifyRequest): Record<string, string> {
  if (!hasZodFastifySchemaValidationErrors(error)) return {};
  const errors: Record<string, string> = {};
  for (const issue of error.validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
    const message = issue.message ?? '';
    errors[field] ??= request.t(I18N_KEY.test(message) ? message : 'validation:invalidType');
  }
  return errors;
}

/** Translates every string leaf of a nested map of i18n keys. */
function translateTree(value: unknown, request: FastifyRequest): unknown {
  if (typeof value === 'string') return request.t(value);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, translateTree(v, request)]));
  }
  return value;
}

/** A message's parameters with each one that is itself a message translated. */
function translateParams(params: AppError['params'], request: FastifyRequest) {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'object' ? request.t(value.t, value.ns ? { ns: value.ns } : undefined) : value,
    ]),
  );
}

function send(reply: FastifyReply, status: number, body: Record<string, unknown>) {
  return reply.status(status).type('application/json').send(body);
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  const outage = createOutageLog();
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      const { log, suppressed } = outage.shouldLog();
      if (log) request.log.error({ err: error, suppressed }, 'database unavailable');
      reply.header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS));
      return send(reply, 503, { errorMessage: request.t('errors:api.serviceUnavailable') });
    }
    if (error instanceof AppError) {
      if (error instanceof RetryLaterError) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      } else if (error.statusCode >= 500) {
        request.log.error({ err: error }, 'request failed');
        // No 503 without Retry-After (decision 023): an AppError that carries no wait of its own gets the outage's.
        if (error.statusCode === 503) reply.header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS));
      }
      return send(reply, error.statusCode, {
        ...error.extra,
        ...(translateTree(error.messages, request) as Record<string, unknown>),
        errorMessage: request.t(error.key, translateParams(error.params, request)),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error, request);
      const details = Object.entries(errors)
        .map(([field, message]) => `${field}: ${message}`)
        .join(' ');
      return send(reply, 400, { errorMessage: request.t('errors:api.invalidRequest', { details }), errors });
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return send(reply, error.statusCode ?? 400, { errorMessage: request.t(known) });
    if (error.statusCode === 429) {
      return send(reply, 429, { errorMessage: request.t('errors:api.tooManyRequests', { seconds: 60 }) });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ code: error.code, statusCode: error.statusCode }, 'client error');
      return send(reply, error.statusCode, { errorMessage: request.t('errors:api.badRequest') });
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, 500, { errorMessage: request.t('errors:api.internal') });
  });
});

const translate = createTranslator();
const localeOf = (headers: Record<string, string | string[] | undefined>) =>
  localeFromAcceptLanguage(
    typeof headers['accept-language'] === 'string' ? headers['accept-language'] : undefined,
  );

/**
 * The router's own refusals (an undecodable URL, a constraint that failed), which Fastify answers before any hook:
 * given to Fastify's `frameworkErrors` option so that they answer `{ errorMessage }` in the request's language too.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const key = error.code === 'FST_ERR_BAD_URL' ? 'errors:api.badUrl' : 'errors:api.badRequest';
  request.log.info({ code: error.code }, 'client error');
  return send(reply, 400, { errorMessage: translate(localeOf(request.headers), key) });
}

type ConnectionError = Error & { code?: string; rawPacket?: unknown };

/** What the client sent before the parser gave up (a Buffer, or its JSON form in Fastify's types). */
const rawText = (packet: unknown) => (Buffer.isBuffer(packet) ? packet.toString('latin1') : '');

const CLIENT_ERRORS: Record<string, { status: number; reason: string; key: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    key: 'errors:api.headersTooLarge',
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', key: 'errors:api.requestTimeout' },
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (over-long headers or URL, malformed framing): the
 * server's `clientErrorHandler`, answering `{ errorMessage }` in the language of the raw request's Accept-Language.
 */
export function clientErrorHandler(error: ConnectionError, socket: Socket) {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy(error);
    return;
  }
  const known = CLIENT_ERRORS[error.code ?? ''] ?? {
    status: 400,
    reason: 'Bad Request',
    key: 'errors:api.badRequest',
  };
  const language = /accept-language:\s*([^\r\n]*)/i.exec(rawText(error.rawPacket))?.[1];
  const body = JSON.stringify({
    errorMessage: translate(localeOf({ 'accept-language': language }), known.key),
  });
  socket.end(
    `HTTP/1.1 ${known.status} ${known.reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Cache-Control: no-store\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
