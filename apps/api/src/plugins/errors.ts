// Maps every failure to the spec's { errorMessage } in the request's locale; no stack ever reaches a client.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';

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

function send(reply: FastifyReply, status: number, body: Record<string, unknown>) {
  return reply.status(status).type('application/json').send(body);
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return send(reply, error.statusCode, {
        ...error.extra,
        ...(translateTree(error.messages, request) as Record<string, unknown>),
        errorMessage: request.t(error.key, error.params),
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
      return send(reply, error.statusCode, {
        errorMessage: request.t('errors:api.invalidRequest', { details: '' }).trim(),
      });
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, 500, { errorMessage: request.t('errors:api.internal') });
  });
});
