// The history tab of the lender's console (issue 35): a dealership's, a program's or a lender's user's changes.
import { CHANGE_ENTITIES, changeHistoryAnswer } from '@vp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireLenderRole } from '../../lib/application-access.ts';
import { answers } from '../../plugins/openapi.ts';
import type { ChangeHistory } from './change-history.ts';

const params = z.object({
  entity: z.enum(CHANGE_ENTITIES, { error: 'validation:oneOf' }),
  id: z.coerce.number({ error: 'validation:invalidType' }).int().nonnegative(),
});

export async function changeHistoryRoutes(app: FastifyInstance, { history }: { history: ChangeHistory }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/lender/history/:entity/:id',
      { schema: { tags: ['lender'], params, response: answers({ 200: changeHistoryAnswer }) } },
      async (request) => {
        requireLenderRole(request.principal, 'lenderAdmin');
        return history.of(request.params.entity, request.params.id);
      },
    );
}
