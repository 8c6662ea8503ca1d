// The main host's completion certificate calls: the screen's starting point and get-completion-certificate (spec §7).
import { certificateAnswer, certificateInfoAnswer, certificateRequestSchema } from '@vp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers } from '../../plugins/openapi.ts';
import type { CertificatesService } from './certificates.service.ts';

const idParams = z.object({ id: z.string().max(64) });

export async function certificatesRoutes(
  app: FastifyInstance,
  { service }: { service: CertificatesService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['certificates'];
  r.get(
    '/completion-certificate/:id',
    { schema: { tags, params: idParams, response: answers({ 200: certificateInfoAnswer }) } },
    (request) => service.info(request.principal, request.params.id),
  );
  r.post(
    '/get-completion-certificate/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: certificateRequestSchema,
        response: answers({ 200: certificateAnswer }),
      },
    },
    (request) => service.request(request.principal, request.params.id, request.body, request.locale),
  );
}
