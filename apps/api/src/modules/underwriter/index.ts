// The underwriter module's public face: what other modules and the composition root may use (decision 036).
export { createUnderwriterRepository } from './underwriter.repository.ts';
export { underwriterRoutes } from './underwriter.routes.ts';
export { createUnderwriterService } from './underwriter.service.ts';
