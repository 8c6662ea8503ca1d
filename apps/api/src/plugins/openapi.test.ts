// The OpenAPI document lists every route's answers and the token's security scheme (ARCHITECTURE §4): a route
// without a 2xx answer schema, or a non-public route without the token, fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { createTestApp } from '../test/test-app.ts';
import { TOKEN_SCHEME } from './openapi.ts';

interface Operation {
  security?: Record<string, string[]>[];
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
}
interface Document {
  components?: { securitySchemes?: Record<string, object> };
  security?: Record<string, string[]>[];
  paths?: Record<string, Record<string, Operation>>;
}

/** The routes open without a token (`config: { public: true }`); adding one is a decision, so it is named here. */
// The upload URL's PUT carries its own expiring HMAC signature instead of a token (spec §7: sent with no auth).
const PUBLIC = [
  'POST /api/users/login',
  'POST /api/users/password',
  // The second step after the password and the enrolment it may require carry the password's ticket instead; a
  // passkey alone signs in with no token (decision 053).
  'POST /api/users/login/code',
  'POST /api/users/login/passkey/options',
  'POST /api/users/login/passkey',
  'POST /api/users/login/enrol/totp',
  'POST /api/users/login/enrol/totp/confirm',
  'POST /api/users/login/enrol/passkey/options',
  'POST /api/users/login/enrol/passkey',
  'GET /api/health',
  'GET /api/ready',
  'PUT /doc-api/files/{applicationId}/{uploadId}',
];
const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

function operations(document: Document) {
  return Object.entries(document.paths ?? {})
    .filter(([path]) => path.startsWith('/api/') || path.startsWith('/doc-api/'))
    .flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => METHODS.has(method))
        .map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
    );
}

describe('the OpenAPI document', () => {
  let app: App;
  let document: Document;
  beforeAll(async () => {
    app = await createTestApp('pglite');
    await app.ready();
    document = app.swagger() as Document;
  });
  afterAll(() => app?.close());

  it('declares the token as an Authorization header, required by default', () => {
    expect(document.components?.securitySchemes?.[TOKEN_SCHEME]).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'Authorization',
    });
    expect(document.security).toEqual([{ [TOKEN_SCHEME]: [] }]);
  });

  it('lists the main and the document hosts’ routes', () => {
    const names = operations(document).map((o) => o.name);
    expect(names).toContain('GET /api/applications/get/{id}');
    expect(names).toContain('GET /doc-api/applications/sync');
    expect(names.length).toBeGreaterThanOrEqual(19);
  });

  it('gives every route a JSON schema for its 2xx answer and for the refusals', () => {
    const missing = operations(document).filter(({ operation }) => {
      const responses = Object.entries(operation.responses ?? {});
      const ok = responses.some(
        ([code, answer]) => /^2\d\d$/.test(code) && answer.content?.['application/json']?.schema,
      );
      const refusal = responses.some(([code]) => /^[45]\d\d$/.test(code));
      return !ok || !refusal;
    });
    expect(missing.map((o) => o.name)).toEqual([]);
  });

  it('requires the token on every route but the public ones', () => {
    const open = operations(document)
      .filter(({ operation }) => {
        const security = operation.security ?? document.security ?? [];
        return !security.some((requirement) => TOKEN_SCHEME in requirement);
      })
      .map((o) => o.name);
    expect(open.sort()).toEqual([...PUBLIC].sort());
  });
});
