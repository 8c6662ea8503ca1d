// The lender admin's rate sheets (issue 35, decision 047): the programs, a program's versions, a new version, the
// deletion of one not yet in effect, and the programs a dealership may offer. Every route is the lender admin's.
import {
  dealerProgramsAnswer,
  dealerProgramsInput,
  lenderProgramAnswer,
  lenderProgramsAnswer,
  programVersionAnswer,
  programVersionInput,
  successAnswer,
} from '@vp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireLenderRole } from '../../lib/application-access.ts';
import { answers } from '../../plugins/openapi.ts';
import type { RateSheets } from './rate-sheets.service.ts';

const id = z.coerce.number({ error: 'validation:invalidType' }).int().positive().max(2_147_483_647);
const programParams = z.object({ id });
const versionParams = z.object({ id, versionId: id });
const reasonBody = z.object({
  reason: z
    .string({ error: 'validation:required' })
    .trim()
    .min(1, { error: 'validation:required' })
    .max(500, {
      error: 'validation:tooLong',
    }),
});

export async function rateSheetsRoutes(app: FastifyInstance, { rateSheets }: { rateSheets: RateSheets }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['lender'];
  // The lender admin's before anything is read or validated: a dealer's user learns nothing of the rate sheets.
  app.addHook('preValidation', async (request) => requireLenderRole(request.principal, 'lenderAdmin'));

  r.get(
    '/lender/programs',
    { schema: { tags, response: answers({ 200: lenderProgramsAnswer }) } },
    (request) => rateSheets.list(request.principal),
  );
  r.get(
    '/lender/programs/:id',
    { schema: { tags, params: programParams, response: answers({ 200: lenderProgramAnswer }) } },
    (request) => rateSheets.program(request.principal, request.params.id),
  );
  r.post(
    '/lender/programs/:id/versions',
    {
      schema: {
        tags,
        summary: 'A new version of a program from a day on (today or later), refused over the criminal rate',
        params: programParams,
        body: programVersionInput,
        response: answers({ 200: programVersionAnswer }),
      },
    },
    (request) => rateSheets.addVersion(request.principal, request.params.id, request.body, request.ip),
  );
  r.delete(
    '/lender/programs/:id/versions/:versionId',
    {
      schema: {
        tags,
        summary: 'Deletes a version not yet in effect',
        params: versionParams,
        body: reasonBody,
        response: answers({ 200: successAnswer }),
      },
    },
    (request) =>
      rateSheets.deleteVersion(
        request.principal,
        request.params.id,
        request.params.versionId,
        request.body.reason,
        request.ip,
      ),
  );
  r.get(
    '/lender/dealers/:id/programs',
    { schema: { tags, params: programParams, response: answers({ 200: dealerProgramsAnswer }) } },
    (request) => rateSheets.dealerPrograms(request.principal, request.params.id),
  );
  r.put(
    '/lender/dealers/:id/programs',
    {
      schema: {
        tags,
        params: programParams,
        body: dealerProgramsInput,
        response: answers({ 200: dealerProgramsAnswer }),
      },
    },
    (request) => rateSheets.setDealerPrograms(request.principal, request.params.id, request.body, request.ip),
  );
}
