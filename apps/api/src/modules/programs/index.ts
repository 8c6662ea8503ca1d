// The programs module's public face: what other modules and the composition root may use (decision 036).

export { findProgramRecord, type ProgramRecord } from './programs.repository.ts';
export { programsRoutes } from './programs.routes.ts';
export { addAssetsFirst, createProgramsService, priceTerm, programOf } from './programs.service.ts';
