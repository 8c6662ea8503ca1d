// Refuses, before validation, any string of a request's body, query or path (keys included) holding a character no
// text column keeps: U+0000, which PostgreSQL refuses in text, and a lone surrogate (half of a UTF-16 pair), which it
// refuses in jsonb (the audit's detail) and which the driver would store as U+FFFD in text. Without this guard either
// one in any free-text field (a note, a search, a user name at sign-in) answered 500.
import { forbiddenCharacterPath } from '@vp/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

/** A field's path as it is shown: the characters that made it unreadable written as escapes. */
const shown = (part: string) =>
  part.replaceAll('\u0000', '\\0').replace(/\p{Cs}/gu, (c) => `\\u${c.charCodeAt(0).toString(16)}`);

export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    for (const [where, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const found = forbiddenCharacterPath(value);
      if (!found) continue;
      const field = found.path.map(shown).join('.') || where;
      throw new AppError(
        'errors:api.invalidRequest',
        400,
        { details: `${field}: ${request.t(found.message)}` },
        {},
        { errors: { [field]: found.message } },
      );
    }
  });
});
