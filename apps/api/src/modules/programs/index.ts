// The programs module's public face: what other modules and the composition root may use (decision 036).

export { createProgramCatalogue, type ProgramCatalogue, savedVersion } from './program-catalogue.ts';
export { createProgramsRepository } from './programs.repository.ts';
export { programsRoutes } from './programs.routes.ts';
export { addAssetsFirst, createProgramsService, priceTerm } from './programs.service.ts';
export { rateSheetsRoutes } from './rate-sheets.routes.ts';
export { createRateSheets, type RateSheets } from './rate-sheets.service.ts';
