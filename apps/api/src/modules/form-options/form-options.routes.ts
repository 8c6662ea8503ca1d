// GET /api/form-options: the choices of the application forms, labelled in the request's language, for the
// signed-in vendor (its provinces or states, its country).
import {
  APPLICATION_TYPES,
  formOptionsAnswer,
  isQuebecVendor,
  REFERRALS,
  RELATIONSHIPS,
  regionsFor,
  TITLE_OWNERS,
  YES_NO,
} from '@vp/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { vendorIdOf } from '../../plugins/auth.ts';
import { answers } from '../../plugins/openapi.ts';

type Option = { value: string; label: string };

function options(request: FastifyRequest, group: string, values: readonly string[]): Option[] {
  return values.map((value) => ({ value, label: request.t(`options:${group}.${value}`) }));
}

export async function formOptionsRoutes(app: FastifyInstance) {
  const schema = { tags: ['applications'], response: answers({ 200: formOptionsAnswer }) };
  app.get('/form-options', { schema }, async (request) => {
    vendorIdOf(request.principal);
    const vendor = request.principal.vendor;
    const country = vendor?.country ?? 'CA';
    const quebec = vendor ? isQuebecVendor(vendor) : false;
    return {
      applicationTypes: options(request, 'applicationTypes', APPLICATION_TYPES),
      yesNo: options(request, 'yesNo', YES_NO),
      countries: options(request, 'countries', [country]),
      provinces: options(request, country === 'US' ? 'states' : 'provinces', regionsFor(country, quebec)),
      referrals: options(request, 'referrals', REFERRALS),
      titleOwners: options(request, 'titleOwners', TITLE_OWNERS),
      relationships: options(request, 'relationships', RELATIONSHIPS),
    };
  });
}
