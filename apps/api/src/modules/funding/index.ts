// The funding module's public face: what other modules and the composition root may use (decision 036).
export { createFundingRepository, latestFundingDates, missingDocumentsNote } from './funding.repository.ts';
export { fundingDocumentRoutes, fundingReviewRoutes } from './funding.routes.ts';
export { createFundingService } from './funding.service.ts';
export type { FundingReads } from './funding-reads.ts';
export { createFundingStatementsRepository, fundingStatementOf } from './funding-statements.repository.ts';
export { fundingStatementRoutes } from './funding-statements.routes.ts';
export { createFundingStatements } from './funding-statements.service.ts';
