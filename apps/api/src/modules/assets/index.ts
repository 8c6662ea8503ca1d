// The assets module's public face: what other modules and the composition root may use (decision 036).

export type { AssetsRepository } from './assets.repository.ts';
export { createAssetsRepository } from './assets.repository.ts';
export { assetsRoutes } from './assets.routes.ts';
export type { AssetsService } from './assets.service.ts';
export { assetTotals, createAssetsService, unknownProgram } from './assets.service.ts';
