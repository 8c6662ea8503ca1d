// Authenticates every call of the main (/api) and document (/doc-api) hosts but those whose route says
// `config: { public: true }`.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/app-error.ts';
import type { Authenticator, Principal } from '../lib/principal.ts';

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
  /** API_DOCS=public: the OpenAPI description and its viewer are served without a session. */
  publicDocs?: boolean;
}

export const authPlugin = fp(
  async (app: FastifyInstance, { auth, publicDocs = false }: AuthPluginOptions) => {
    app.decorateRequest('principal', null as unknown as Principal);
    app.addHook('onRequest', async (request) => {
      const host = request.url.startsWith('/api/') || request.url.startsWith('/doc-api/');
      if (!host || request.routeOptions.config?.public) return;
      // The OpenAPI description maps every route an attacker could try: public only when configured so.
      if (publicDocs && (request.url === '/api/docs' || request.url.startsWith('/api/docs/'))) return;
      request.principal = await auth.authenticate(tokenFrom(request.headers.authorization));
    });
  },
);
