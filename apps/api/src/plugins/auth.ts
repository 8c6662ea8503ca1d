// Authenticates every call of the main (/api) and document (/doc-api) hosts but those whose route says
// `config: { public: true }`: a session's token, or a dealership's API key (decision 058), which reaches only the
// routes its scopes name (api-key-scopes.ts) and is rate-limited on its own.
import { API_KEY_PREFIX } from '@vp/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, forbidden } from '../lib/app-error.ts';
import type { Authenticator, KeyAuthenticator, Principal } from '../lib/principal.ts';
import { keyScopeOf } from './api-key-scopes.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    public?: boolean;
  }
  interface FastifyRequest {
    principal: Principal;
  }
}

export function tokenFrom(header: string | undefined): string | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  return value.toLowerCase().startsWith('bearer ') ? value.slice(7).trim() : value;
}

/** The vendor a vendor user acts for; an underwriter has none and is refused here. */
export function vendorIdOf(principal: Principal): number {
  if (!principal.vendor) throw forbidden();
  return principal.vendor.id;
}

export interface AuthPluginOptions {
  auth: Authenticator;
  /** The dealerships' API keys (decision 058); without it a key is an unknown token. */
  keys?: KeyAuthenticator;
  /** Calls a minute one key may make (API_KEY_RATE_PER_MINUTE), counted on this node. */
  keyRatePerMinute?: number;
  /** API_DOCS=public: the OpenAPI description and its viewer are served without a session. */
  publicDocs?: boolean;
}

/** A key calling a route its scopes do not name (any route no key may call included). */
export const keyNotAllowed = () => new AppError('errors:api.apiKeyScope', 403);

export const authPlugin = fp(
  async (
    app: FastifyInstance,
    { auth, keys, keyRatePerMinute = 120, publicDocs = false }: AuthPluginOptions,
  ) => {
    app.decorateRequest('principal', null as unknown as Principal);
    // Each key has its own budget (@fastify/rate-limit's store, by the key's id): one system's loop slows only itself.
    const keyLimit = app.hasDecorator('createRateLimit')
      ? app.createRateLimit({
          max: keyRatePerMinute,
          timeWindow: 60_000,
          keyGenerator: (request) => `api-key:${request.principal.apiKey?.id}`,
        })
      : undefined;
    app.addHook('onRequest', async (request, reply) => {
      const host = request.url.startsWith('/api/') || request.url.startsWith('/doc-api/');
      if (!host || request.routeOptions.config?.public) return;
      // The OpenAPI description maps every route an attacker could try: public only when configured so.
      if (publicDocs && (request.url === '/api/docs' || request.url.startsWith('/api/docs/'))) return;
      const token = tokenFrom(request.headers.authorization);
      if (!keys || !token?.startsWith(API_KEY_PREFIX)) {
        request.principal = await auth.authenticate(token);
        return;
      }
      // A key is checked against the route before anything is read: a route it may not call learns nothing.
      const scope = keyScopeOf(request.method, request.routeOptions.url);
      const principal = await keys.authenticate(token);
      if (!scope || !principal.apiKey?.scopes.includes(scope)) throw keyNotAllowed();
      request.principal = principal;
      const limit = await keyLimit?.(request);
      if (limit && !limit.isAllowed && limit.isExceeded) {
        const seconds = Math.max(1, limit.ttlInSeconds);
        reply.header('retry-after', seconds);
        throw new AppError('errors:api.tooManyRequests', 429, { seconds });
      }
    });
  },
);
