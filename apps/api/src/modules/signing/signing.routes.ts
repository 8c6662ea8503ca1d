// The signing calls (spec §7): the sign request and the Sign screen's state and void on the main host; the status
// check, the contract's download, the upload trigger and the provider's webhook on the document host.
import {
  checkSignAnswer,
  fileSignedAnswer,
  signAnswer,
  signedPdfAnswer,
  signingStateAnswer,
  signQuery,
  voidSignAnswer,
} from '@vp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ESignAdapter } from '../../adapters/esign/esign.ts';
import { WebhookRejected } from '../../adapters/esign/esign.ts';
import { AppError } from '../../lib/app-error.ts';
import { answers } from '../../plugins/openapi.ts';
import type { SigningService } from './signing.service.ts';

const idParams = z.object({ id: z.string().max(64) });
const envelopeQuery = z.object({
  envelopeId: z.string({ error: 'validation:required' }).max(64, { error: 'validation:tooLong' }),
});

export async function signingRoutes(app: FastifyInstance, { service }: { service: SigningService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['signing'];
  r.get(
    '/sign/:id',
    { schema: { tags, params: idParams, querystring: signQuery, response: answers({ 200: signAnswer }) } },
    (request) =>
      service.request(request.principal, request.params.id, request.query, {
        ip: request.ip,
        locale: request.locale,
      }),
  );
  r.get(
    '/sign/:id/state',
    { schema: { tags, params: idParams, response: answers({ 200: signingStateAnswer }) } },
    (request) => service.state(request.principal, request.params.id, request.locale),
  );
  r.post(
    '/sign/:id/void',
    { schema: { tags, params: idParams, response: answers({ 200: voidSignAnswer }) } },
    (request) => service.void(request.principal, request.params.id, request.ip),
  );
}

export async function documentSigningRoutes(
  app: FastifyInstance,
  {
    service,
    esign,
    onWebhook,
  }: { service: SigningService; esign: ESignAdapter; onWebhook(envelopeId: string): Promise<void> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['signing'];
  r.get(
    '/check-sign/:id',
    {
      schema: {
        tags,
        params: idParams,
        querystring: envelopeQuery,
        response: answers({ 200: checkSignAnswer }),
      },
    },
    (request) => service.check(request.principal, request.params.id, request.query.envelopeId),
  );
  r.get(
    '/esign/downloadPdf/:id',
    { schema: { tags, params: idParams, response: answers({ 200: signedPdfAnswer }) } },
    (request) => service.download(request.principal, request.params.id),
  );
  r.get(
    '/esign/upload-to-s3/:id',
    {
      schema: {
        tags,
        params: idParams,
        querystring: envelopeQuery,
        response: answers({ 200: fileSignedAnswer }),
      },
    },
    (request) => service.file(request.principal, request.params.id, request.query.envelopeId),
  );

  // The provider's status webhook: public, proven by its HMAC; the body is kept raw for the check.
  await app.register(async (hook) => {
    hook.addContentTypeParser(
      ['application/json', 'application/xml', 'text/xml'],
      { parseAs: 'buffer' },
      (_req, body, done) => done(null, body),
    );
    hook.post(
      '/esign/webhook',
      { config: { public: true, rateLimit: { max: 600, timeWindow: 60_000 } }, schema: { tags, hide: true } },
      async (request) => {
        let event: ReturnType<ESignAdapter['parseWebhook']>;
        try {
          event = esign.parseWebhook({
            headers: request.headers,
            rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          });
        } catch (err) {
          if (err instanceof WebhookRejected) throw new AppError('errors:api.forbidden', 403);
          throw err;
        }
        if (event) {
          const envelope = await service.envelopeOfProvider(event.providerEnvelopeId);
          if (envelope) await onWebhook(envelope.id);
        }
        return { result: 'Success' };
      },
    );
  });
}
