// The uploads module's public face: what other modules and the composition root may use (decision 036).

export type { UploadRow, UploadsRepository } from './uploads.repository.ts';
export { createUploadsRepository, storedUploadsOf, storedUploadTypes } from './uploads.repository.ts';
export { uploadsRoutes } from './uploads.routes.ts';
export { createUploadsService } from './uploads.service.ts';
