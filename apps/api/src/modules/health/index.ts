// The health module's public face: what other modules and the composition root may use (decision 036).
export { healthRoutes } from './health.routes.ts';
export { createHealthService } from './health.service.ts';
