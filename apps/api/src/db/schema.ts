// The whole data model (ARCHITECTURE §5), one file per module (and the built-in edge adapter's ledger); drizzle-kit,
// the seed and the tests read it from here. Nothing else imports it: a module imports its own `<m>.schema.ts`.
export * from '../adapters/edge/edge.schema.ts';

export * from '../modules/applications/applications.schema.ts';
export * from '../modules/assets/assets.schema.ts';
export * from '../modules/audit/audit.schema.ts';
export * from '../modules/certificates/certificates.schema.ts';
export * from '../modules/customer/customer.schema.ts';
export * from '../modules/decisions/decisions.schema.ts';
export * from '../modules/financing/financing.schema.ts';
export * from '../modules/funding/funding.schema.ts';
export * from '../modules/integrations/integrations.schema.ts';
export * from '../modules/lender-settings/lender-settings.schema.ts';
export * from '../modules/live/live.schema.ts';
export * from '../modules/mail/mail.schema.ts';
export * from '../modules/notifications/notifications.schema.ts';
export * from '../modules/programs/programs.schema.ts';
export * from '../modules/reports/reports.schema.ts';
export * from '../modules/signing/signing.schema.ts';
export * from '../modules/sms/sms.schema.ts';
export * from '../modules/uploads/uploads.schema.ts';
export * from '../modules/users/factors.schema.ts';
export * from '../modules/users/users.schema.ts';
