// The lender settings module's public face (decision 036): the lender admin's settings, and the read the funding
// review's four eyes takes through the composition root.
export { createLenderSettingsRepository, lenderSettingsOf } from './lender-settings.repository.ts';
export { lenderSettingsRoutes } from './lender-settings.routes.ts';
export { createLenderSettingsService, type LenderSettingsService } from './lender-settings.service.ts';
