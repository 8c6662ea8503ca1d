// The reports module's public face: what the composition root may use (decision 036).
export { createReportFactsReaction, type ReportFactReads } from './report-facts.ts';
export { createReportsRepository } from './reports.repository.ts';
export { reportsRoutes } from './reports.routes.ts';
export { createReportsService, type ReportReads, type ReportsService } from './reports.service.ts';
