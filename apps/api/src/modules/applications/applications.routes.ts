// Application calls of the main host (spec §7): summary, search, save, save-co-applicant, get, permissions, events
// and submit; and the document host's sync.
import {
  APPLICATION_STEPS,
  applicationAnswer,
  applicationIdOrNew,
  applicationPermissionsAnswer,
  applicationRecordAnswer,
  applicationSearchAnswer,
  applicationSearchQuery,
  applicationStatusAnswer,
  CO_APPLICANT_STEPS,
  eventAnswer,
  partnerConsentBody,
  savedCoApplicantAnswer,
  summaryAnswer,
  syncAnswer,
} from '@vp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers } from '../../plugins/openapi.ts';
import type { ApplicationsService } from './applications.service.ts';

const mode = z.enum(['next', 'back'], { error: 'validation:oneOf' }).default('next');
const version = z.number({ error: 'validation:invalidType' }).int().min(1);
/** When a consent ticked on a step kept offline was given (issue 39): the service checks it is recent. */
const consentGivenAt = z.iso.datetime({ offset: true, error: 'errors:api.consentGivenAt' }).optional();
/** The step, the save mode and the version travel with the spec's fields; the fields are checked by the step's form. */
const saveBody = z.looseObject({
  id: applicationIdOrNew.optional(),
  step: z.enum(APPLICATION_STEPS, { error: 'validation:required' }),
  mode,
  version: version.optional(),
  consentGivenAt,
});
const saveCoApplicantBody = z.looseObject({
  id: z.string({ error: 'validation:required' }).max(64, { error: 'validation:tooLong' }),
  step: z.enum(CO_APPLICANT_STEPS, { error: 'validation:required' }),
  mode,
  version,
  consentGivenAt,
});
const idParams = z.object({ id: z.string().max(64) });

function fieldsOf(body: Record<string, unknown>) {
  const { id: _id, step: _step, mode: _mode, version: _version, consentGivenAt: _given, ...fields } = body;
  return fields;
}

export async function applicationsRoutes(
  app: FastifyInstance,
  { service }: { service: ApplicationsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['applications'];

  r.get(
    '/applications/summary',
    { schema: { tags, response: answers({ 200: summaryAnswer }) } },
    async (request) => {
      const { principal } = request;
      // The lender's underwriters see every vendor's counts; a vendor's users only their own.
      const vendorId = principal.user.role === 'underwriter' ? null : (principal.vendor?.id ?? -1);
      return { results: await service.summary(vendorId) };
    },
  );

  r.get(
    '/applications/search',
    {
      schema: {
        tags,
        querystring: applicationSearchQuery,
        response: answers({ 200: applicationSearchAnswer }),
      },
    },
    (request) => {
      // Without paging asked for, the spec's call answers the whole filtered set.
      const asked = new URL(request.url, 'http://localhost').searchParams;
      const paged = asked.has('page') || asked.has('pageSize');
      return service.search(request.principal, request.query, paged);
    },
  );

  r.get(
    '/application/permissions/:id',
    { schema: { tags, params: idParams, response: answers({ 200: applicationPermissionsAnswer }) } },
    (request) => service.permissions(request.principal, request.params.id),
  );

  r.post(
    '/applications/save',
    { schema: { tags, body: saveBody, response: answers({ 200: applicationAnswer }) } },
    (request) =>
      service.save(
        request.principal,
        {
          id: request.body.id,
          step: request.body.step,
          mode: request.body.mode,
          version: request.body.version,
          consentGivenAt: request.body.consentGivenAt,
          fields: fieldsOf(request.body),
        },
        request.ip,
      ),
  );

  r.post(
    '/applications/save-co-applicant',
    { schema: { tags, body: saveCoApplicantBody, response: answers({ 200: savedCoApplicantAnswer }) } },
    (request) =>
      service.saveCoApplicant(
        request.principal,
        {
          id: request.body.id,
          step: request.body.step,
          mode: request.body.mode,
          version: request.body.version,
          consentGivenAt: request.body.consentGivenAt,
          fields: fieldsOf(request.body),
        },
        request.ip,
      ),
  );

  r.get(
    '/applications/get/:id',
    { schema: { tags, params: idParams, response: answers({ 200: applicationRecordAnswer }) } },
    (request) => service.get(request.principal, request.params.id),
  );

  r.get(
    '/application/status/:id',
    { schema: { tags, params: idParams, response: answers({ 200: applicationStatusAnswer }) } },
    (request) => service.status(request.principal, request.params.id),
  );

  r.get(
    '/application/event/:id',
    {
      schema: {
        tags,
        params: idParams,
        querystring: z.object({
          eventId: z.string({ error: 'validation:required' }).max(64, { error: 'validation:tooLong' }),
        }),
        response: answers({ 200: eventAnswer }),
      },
    },
    (request) => service.applyEvent(request.principal, request.params.id, request.query.eventId, request.ip),
  );

  r.post(
    '/applications/partner-consent/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: partnerConsentBody,
        response: answers({
          200: z.object({ result: z.literal('Success'), consentVersion: z.number().int() }),
        }),
      },
    },
    (request) => service.partnerConsent(request.principal, request.params.id, request.body, request.ip),
  );

  r.get(
    '/applications/submit/:id',
    { schema: { tags, params: idParams, response: answers({ 200: applicationAnswer }) } },
    (request) => service.submit(request.principal, request.params.id, request.ip),
  );
}

/** The document host's calls (spec §7) that belong to the applications: the list's sync. */
export async function documentApplicationsRoutes(
  app: FastifyInstance,
  { service }: { service: ApplicationsService },
) {
  app.get(
    '/applications/sync',
    { schema: { tags: ['documents'], response: answers({ 200: syncAnswer }) } },
    (request) => service.sync(request.principal),
  );
}
