// The English and French catalogs, one JSON file per namespace, with the same keys in both locales (the translator
// and the browser both read them from here; index.ts is the package's entry).
// The API reads them all at once (createTranslator); the browser bundles the core ones (core.ts) and loads
// the others with the screens that use them (lazy.ts).
import enAccessibility from '../locales/en/accessibility.json' with { type: 'json' };
import enActions from '../locales/en/actions.json' with { type: 'json' };
import enApplication from '../locales/en/application.json' with { type: 'json' };
import enApplications from '../locales/en/applications.json' with { type: 'json' };
import enAuth from '../locales/en/auth.json' with { type: 'json' };
import enCommon from '../locales/en/common.json' with { type: 'json' };
import enContract from '../locales/en/contract.json' with { type: 'json' };
import enCustomer from '../locales/en/customer.json' with { type: 'json' };
import enDashboard from '../locales/en/dashboard.json' with { type: 'json' };
import enDealers from '../locales/en/dealers.json' with { type: 'json' };
import enDecision from '../locales/en/decision.json' with { type: 'json' };
import enErrors from '../locales/en/errors.json' with { type: 'json' };
import enFactors from '../locales/en/factors.json' with { type: 'json' };
import enFinancing from '../locales/en/financing.json' with { type: 'json' };
import enIntegrations from '../locales/en/integrations.json' with { type: 'json' };
import enLender from '../locales/en/lender.json' with { type: 'json' };
import enNotifications from '../locales/en/notifications.json' with { type: 'json' };
import enOffline from '../locales/en/offline.json' with { type: 'json' };
import enOptions from '../locales/en/options.json' with { type: 'json' };
import enRates from '../locales/en/rates.json' with { type: 'json' };
import enReports from '../locales/en/reports.json' with { type: 'json' };
import enScan from '../locales/en/scan.json' with { type: 'json' };
import enSettings from '../locales/en/settings.json' with { type: 'json' };
import enSigning from '../locales/en/signing.json' with { type: 'json' };
import enStatements from '../locales/en/statements.json' with { type: 'json' };
import enStatuses from '../locales/en/statuses.json' with { type: 'json' };
import enTimeline from '../locales/en/timeline.json' with { type: 'json' };
import enUnderwriter from '../locales/en/underwriter.json' with { type: 'json' };
import enUploads from '../locales/en/uploads.json' with { type: 'json' };
import enValidation from '../locales/en/validation.json' with { type: 'json' };
import frAccessibility from '../locales/fr/accessibility.json' with { type: 'json' };
import frActions from '../locales/fr/actions.json' with { type: 'json' };
import frApplication from '../locales/fr/application.json' with { type: 'json' };
import frApplications from '../locales/fr/applications.json' with { type: 'json' };
import frAuth from '../locales/fr/auth.json' with { type: 'json' };
import frCommon from '../locales/fr/common.json' with { type: 'json' };
import frContract from '../locales/fr/contract.json' with { type: 'json' };
import frCustomer from '../locales/fr/customer.json' with { type: 'json' };
import frDashboard from '../locales/fr/dashboard.json' with { type: 'json' };
import frDealers from '../locales/fr/dealers.json' with { type: 'json' };
import frDecision from '../locales/fr/decision.json' with { type: 'json' };
import frErrors from '../locales/fr/errors.json' with { type: 'json' };
import frFactors from '../locales/fr/factors.json' with { type: 'json' };
import frFinancing from '../locales/fr/financing.json' with { type: 'json' };
import frIntegrations from '../locales/fr/integrations.json' with { type: 'json' };
import frLender from '../locales/fr/lender.json' with { type: 'json' };
import frNotifications from '../locales/fr/notifications.json' with { type: 'json' };
import frOffline from '../locales/fr/offline.json' with { type: 'json' };
import frOptions from '../locales/fr/options.json' with { type: 'json' };
import frRates from '../locales/fr/rates.json' with { type: 'json' };
import frReports from '../locales/fr/reports.json' with { type: 'json' };
import frScan from '../locales/fr/scan.json' with { type: 'json' };
import frSettings from '../locales/fr/settings.json' with { type: 'json' };
import frSigning from '../locales/fr/signing.json' with { type: 'json' };
import frStatements from '../locales/fr/statements.json' with { type: 'json' };
import frStatuses from '../locales/fr/statuses.json' with { type: 'json' };
import frTimeline from '../locales/fr/timeline.json' with { type: 'json' };
import frUnderwriter from '../locales/fr/underwriter.json' with { type: 'json' };
import frUploads from '../locales/fr/uploads.json' with { type: 'json' };
import frValidation from '../locales/fr/validation.json' with { type: 'json' };

export const en = {
  accessibility: enAccessibility,
  actions: enActions,
  application: enApplication,
  applications: enApplications,
  auth: enAuth,
  common: enCommon,
  contract: enContract,
  customer: enCustomer,
  dashboard: enDashboard,
  dealers: enDealers,
  decision: enDecision,
  errors: enErrors,
  factors: enFactors,
  financing: enFinancing,
  integrations: enIntegrations,
  lender: enLender,
  notifications: enNotifications,
  options: enOptions,
  rates: enRates,
  reports: enReports,
  offline: enOffline,
  scan: enScan,
  settings: enSettings,
  statements: enStatements,
  signing: enSigning,
  statuses: enStatuses,
  timeline: enTimeline,
  underwriter: enUnderwriter,
  uploads: enUploads,
  validation: enValidation,
};

export type Catalog = typeof en;
export type Namespace = keyof Catalog;

export const fr: Catalog = {
  accessibility: frAccessibility,
  actions: frActions,
  application: frApplication,
  applications: frApplications,
  auth: frAuth,
  common: frCommon,
  contract: frContract,
  customer: frCustomer,
  dashboard: frDashboard,
  dealers: frDealers,
  decision: frDecision,
  errors: frErrors,
  factors: frFactors,
  financing: frFinancing,
  integrations: frIntegrations,
  lender: frLender,
  notifications: frNotifications,
  options: frOptions,
  rates: frRates,
  reports: frReports,
  offline: frOffline,
  scan: frScan,
  settings: frSettings,
  statements: frStatements,
  signing: frSigning,
  statuses: frStatuses,
  timeline: frTimeline,
  underwriter: frUnderwriter,
  uploads: frUploads,
  validation: frValidation,
};

export const resources = { en, fr } as const;
export const NAMESPACES = Object.keys(en) as Namespace[];
export const DEFAULT_NAMESPACE: Namespace = 'common';
