// The certificates module's public face: what other modules and the composition root may use (decision 036).
export { certificatesOf, createCertificatesRepository } from './certificates.repository.ts';
export { certificatesRoutes } from './certificates.routes.ts';
export type { CertificatesService } from './certificates.service.ts';
export { createCertificatesService } from './certificates.service.ts';
