// Refuses U+0000 in any string of a request's body, query or path before validation: PostgreSQL refuses it in text,
// so without this guard a NUL in any free-text field (or a search, or a user name at sign-in) answered 500.
import { nulCharacterPath } from '@vp/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    for (const [where, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const path = nulCharacterPath(value);
      if (!path) continue;
      const field = path.map((p) => p.replaceAll('\u0000', '\\0')).join('.') || where;
      throw new AppError(
        'errors:api.invalidRequest',
        400,
        { details: `${field}: ${request.t('validation:nulCharacter')}` },
        {},
        { errors: { [field]: 'validation:nulCharacter' } },
      );
    }
  });
});
