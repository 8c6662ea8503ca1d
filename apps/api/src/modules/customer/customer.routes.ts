// The customer's own device (issue 26). On the main host, the salesperson's calls: send and revoke a customer link.
// Under /customer-api (outside the /api sessions: the customer has no account), the customer's: open the link, give the
// second factor, read and submit with the session in the `X-Customer-Session` header. The link's token travels in the
// URL's fragment and in request bodies, never in a URL a server or proxy logs.
import {
  customerLinkAnswer,
  customerLinkBody,
  customerOpenAnswer,
  customerOpenBody,
  customerRevokeAnswer,
  customerRevokeQuery,
  customerSessionAnswer,
  customerSubmitAnswer,
  customerSummaryAnswer,
  customerVerifyBody,
  errorAnswer,
} from '@vp/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers } from '../../plugins/openapi.ts';
import type { CustomerAccessService } from './customer-access.service.ts';
import type { createCustomerLinksService } from './customer-links.service.ts';

const idParams = z.object({ id: z.string().max(64) });
export const CUSTOMER_SESSION_HEADER = 'x-customer-session';

export async function customerLinkRoutes(
  app: FastifyInstance,
  { service }: { service: ReturnType<typeof createCustomerLinksService> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['applications'];
  r.post(
    '/applications/customer-link/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: customerLinkBody,
        response: answers({ 200: customerLinkAnswer }),
      },
    },
    (request) => service.send(request.principal, request.params.id, request.body, request.locale, request.ip),
  );
  r.delete(
    '/applications/customer-link/:id',
    {
      schema: {
        tags,
        params: idParams,
        querystring: customerRevokeQuery,
        response: answers({ 200: customerRevokeAnswer }),
      },
    },
    (request) => service.revoke(request.principal, request.params.id, request.query.person, request.ip),
  );
}

const REFUSALS = {
  400: errorAnswer.describe('A field refused (`errorMessages`)'),
  404: errorAnswer.describe('No such link: unknown, expired, revoked, used, or a wrong code or date'),
  429: errorAnswer.describe(
    'Too many wrong links or codes from this address, or a new code asked too soon or past the link’s last (Retry-After)',
  ),
};
/** Wrong tokens and codes are also counted per link and per address by the service. */
const perAddress = { rateLimit: { max: 30, timeWindow: 60_000 } };

export async function customerRoutes(app: FastifyInstance, { service }: { service: CustomerAccessService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['customer'];
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header('x-robots-tag', 'noindex');
  });
  const visitor = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
    locale: request.locale,
  });
  const session = (request: FastifyRequest) => {
    const value = request.headers[CUSTOMER_SESSION_HEADER];
    return typeof value === 'string' ? value : undefined;
  };

  r.post(
    '/open',
    {
      config: perAddress,
      schema: { tags, body: customerOpenBody, response: { 200: customerOpenAnswer, ...REFUSALS } },
    },
    (request) => service.open(request.body.token, visitor(request), request.body.resend === true),
  );
  r.post(
    '/verify',
    {
      config: perAddress,
      schema: { tags, body: customerVerifyBody, response: { 200: customerSessionAnswer, ...REFUSALS } },
    },
    (request) => service.verify(request.body, visitor(request)),
  );
  r.get(
    '/application',
    { config: perAddress, schema: { tags, response: { 200: customerSummaryAnswer, ...REFUSALS } } },
    (request) => service.summary(session(request)),
  );
  r.post(
    '/submit',
    {
      config: perAddress,
      schema: { tags, body: z.looseObject({}), response: { 200: customerSubmitAnswer, ...REFUSALS } },
    },
    (request) => service.submit(session(request), request.body, visitor(request)),
  );
}
