// The OpenAPI document at /api/docs, generated from the routes' zod schemas (ARCHITECTURE §4): every answer, the
// refusals every route may answer, and the session token as the security scheme of every non-public route.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { errorAnswer } from '@vp/domain';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { KEY_ROUTES } from './api-key-scopes.ts';
import { OPERATIONS } from './operations.ts';

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
      info: {
        title: 'Vendor portal API',
        version,
        description:
          'The vendor portal’s API: the dealer’s applications from the first save to Booked, the lender’s console and ' +
          'reviews, and the customer’s own device. Every answer and refusal is JSON; refusals carry `errorMessage` in ' +
          'the language of Accept-Language (English or French).',
        license: { name: 'Proprietary: the lender’s and its dealers’ use only' },
        contact: { name: 'Vendor portal' },
      },
      // Relative: the document is served by the portal it describes, whatever its address.
      servers: [{ url: '/', description: 'This portal' }],
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
      const schema = { ...transformed.schema, ...(isPublic ? { security: [] } : {}) };
      // The signer's pages answer HTML (or a PDF), refusals included: described here, not given to the serializer.
      if (input.url.startsWith('/esign/') && !schema.response) {
        Object.assign(schema, { security: [], response: pageResponses(input.url) });
      }
      return { ...transformed, schema };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});

/** What the built-in signing pages answer, for the document only. */
function pageResponses(url: string) {
  const html = (description: string) => ({
    description,
    content: { 'text/html': { schema: { type: 'string' } } },
  });
  if (url.startsWith('/esign/assets/'))
    return {
      200: {
        description: 'The file (script, style or worker)',
        content: { '*/*': { schema: { type: 'string' } } },
      },
      404: { description: 'No such file', content: { 'text/plain': { schema: { type: 'string' } } } },
    };
  const ok = url.endsWith('document.pdf')
    ? {
        description: 'The document (PDF)',
        content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
      }
    : html('The page');
  return {
    200: ok,
    403: html('The link is unknown, ended or already used: a page saying so, in the signer’s language'),
    ...(url.endsWith('/sign')
      ? { 422: html('The page again, with what is missing (consent, signature)') }
      : {}),
    429: html('Too many requests from this address; try again in a minute'),
  };
}

/**
 * Names each documented route's operation from plugins/operations.ts (decision 055), unless the route's schema names
 * it: a route declared without a name, or without a summary, stops the start.
 */
export function nameOperations(route: RouteOptions) {
  const schema = (route.schema ?? {}) as {
    hide?: boolean;
    operationId?: string;
    summary?: string;
    description?: string;
  };
  const methods = [route.method].flat().filter((method) => method !== 'HEAD' && method !== 'OPTIONS');
  if (schema.hide || methods.length === 0 || route.url.startsWith('/api/docs')) return;
  for (const method of methods) {
    const key = `${method} ${route.url.replace(/:(\w+)/g, '{$1}')}`;
    const [operationId, summary] = OPERATIONS[key] ?? [];
    // A route a dealership's API key may call says which scope it needs (decision 058).
    const scope = KEY_ROUTES[key];
    const description = [schema.description, scope && `An API key with the scope \`${scope}\` may call it.`]
      .filter(Boolean)
      .join('\n\n');
    const named = {
      ...schema,
      operationId: schema.operationId ?? operationId,
      summary: schema.summary ?? summary,
      ...(description ? { description } : {}),
    };
    if (!named.operationId || !named.summary)
      throw new Error(`${key} has no operationId or summary: name it in apps/api/src/plugins/operations.ts`);
    route.schema = named;
  }
}
