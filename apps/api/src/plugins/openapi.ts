// The OpenAPI document at /api/docs, generated from the routes' zod schemas (ARCHITECTURE §4): every answer, the
// refusals every route may answer, and the session token as the security scheme of every non-public route.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { errorAnswer } from '@vp/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/** The name of the token's scheme in the document. */
export const TOKEN_SCHEME = 'sessionToken';

const refusal = (description: string) => errorAnswer.describe(description);

/**
 * What any route may refuse with, each `{ errorMessage }` in the request's locale (ARCHITECTURE §4). Declared on
 * every route so that the document lists them; the schema is loose, so the serializer keeps an error's extra fields.
 */
export const ERROR_RESPONSES = {
  400: refusal(
    'Invalid request: `errors` per field, or `errorMessages` per form and field for a refused submit',
  ),
  403: refusal("Token expired or doesn't exist, or the action is not allowed to this user"),
  404: refusal('No such application for this vendor'),
  409: refusal('The application changed since it was read, or its status does not allow the action'),
  429: refusal('Too many requests; try again later'),
  500: refusal('Unexpected error (the detail is only logged)'),
  503: refusal('The server is overloaded or its database is unavailable; see Retry-After'),
} as const;

/** A route's `response` schemas: its answers (2xx) and route-specific refusals, with the refusals of every route. */
export function answers<const A extends Record<number, ZodType>>(own: A): typeof ERROR_RESPONSES & A {
  return { ...ERROR_RESPONSES, ...own };
}

/** Refusals only some routes answer: give them to `answers()` beside the route's 2xx. */
export const refusals = {
  401: refusal('Wrong user name or password, or the password expired (`code: PASSWORD_EXPIRED`)'),
  413: refusal('The photo is too large'),
  415: refusal('Not a multipart photo (JPEG or PNG)'),
  422: refusal('No readable licence barcode in the photo'),
};

export const openapiPlugin = fp(async (app: FastifyInstance, { version }: { version: string }) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Vendor portal API', version },
      components: {
        securitySchemes: {
          [TOKEN_SCHEME]: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'The authToken of POST /api/users/login, as is or after `Bearer `.',
          },
        },
      },
      // Every route needs the token unless it says otherwise (below).
      security: [{ [TOKEN_SCHEME]: [] }],
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const isPublic = (input.route.config as { public?: boolean } | undefined)?.public === true;
      return isPublic ? { ...transformed, schema: { ...transformed.schema, security: [] } } : transformed;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
