// GET/PUT /api/lender/settings (issue 35): the lender's settings, for the lender admin only (403 for anyone else).
import { lenderSettingsAnswer, lenderSettingsSchema } from '@vp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers } from '../../plugins/openapi.ts';
import type { LenderSettingsService } from './lender-settings.service.ts';

export async function lenderSettingsRoutes(
  app: FastifyInstance,
  { service }: { service: LenderSettingsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = { tags: ['lender'], response: answers({ 200: lenderSettingsAnswer }) };
  r.get('/lender/settings', { schema }, (request) => service.get(request.principal));
  r.put('/lender/settings', { schema: { ...schema, body: lenderSettingsSchema } }, (request) =>
    service.set(request.principal, request.body, request.ip),
  );
}
