// The financing module's public face: what other modules and the composition root may use (decision 036).

export { financedAmountsOf } from './financed-amounts.ts';
export { certificateMethod, createFinancingRepository, programSaved } from './financing.repository.ts';
export { financingRoutes } from './financing.routes.ts';
export { createFinancingService } from './financing.service.ts';
export { type SavedSelection, savedProgramOf, selectionIn, selectionOf } from './financing-selection.ts';
export { createShareService } from './share.service.ts';
