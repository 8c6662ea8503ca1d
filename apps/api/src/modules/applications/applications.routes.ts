// Application calls of the main host (spec §7); this module grows with the wizard and the list.
import type { FastifyInstance } from 'fastify';
import type { ApplicationsService } from './applications.service.ts';

export async function applicationsRoutes(
  app: FastifyInstance,
  { service }: { service: ApplicationsService },
) {
  app.get('/applications/summary', { schema: { tags: ['applications'] } }, async (request) => {
    const { principal } = request;
    // The lender's underwriters see every vendor's counts; a vendor's users only their own.
    const vendorId = principal.user.role === 'underwriter' ? null : (principal.vendor?.id ?? -1);
    return { results: await service.summary(vendorId) };
  });
}
