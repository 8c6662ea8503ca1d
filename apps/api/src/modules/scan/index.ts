// The scan module's public face: what other modules and the composition root may use (decision 036).
export { scanRoutes } from './scan.routes.ts';
export { createScanService, type ScanService } from './scan.service.ts';
