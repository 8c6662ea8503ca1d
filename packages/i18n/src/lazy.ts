// The namespaces a browser loads with the screens that use them, one file per language and namespace.

import type { CoreNamespace } from './core.ts';
import type { Catalog, Namespace } from './index.ts';

export type LazyNamespace = Exclude<Namespace, CoreNamespace>;
type Loader<N extends LazyNamespace> = () => Promise<{ default: Catalog[N] }>;
type Loaders = { [N in LazyNamespace]: Loader<N> };

// Written out rather than built from a pattern, so that the bundler makes one small chunk per file.
const loaders: Record<'en' | 'fr', Loaders> = {
  en: {
    accessibility: () => import('../locales/en/accessibility.json'),
    actions: () => import('../locales/en/actions.json'),
    application: () => import('../locales/en/application.json'),
    applications: () => import('../locales/en/applications.json'),
    contract: () => import('../locales/en/contract.json'),
    customer: () => import('../locales/en/customer.json'),
    dashboard: () => import('../locales/en/dashboard.json'),
    dealers: () => import('../locales/en/dealers.json'),
    decision: () => import('../locales/en/decision.json'),
    factors: () => import('../locales/en/factors.json'),
    financing: () => import('../locales/en/financing.json'),
    integrations: () => import('../locales/en/integrations.json'),
    lender: () => import('../locales/en/lender.json'),
    notifications: () => import('../locales/en/notifications.json'),
    options: () => import('../locales/en/options.json'),
    rates: () => import('../locales/en/rates.json'),
    reports: () => import('../locales/en/reports.json'),
    offline: () => import('../locales/en/offline.json'),
    scan: () => import('../locales/en/scan.json'),
    settings: () => import('../locales/en/settings.json'),
    statements: () => import('../locales/en/statements.json'),
    signing: () => import('../locales/en/signing.json'),
    statuses: () => import('../locales/en/statuses.json'),
    timeline: () => import('../locales/en/timeline.json'),
    underwriter: () => import('../locales/en/underwriter.json'),
    uploads: () => import('../locales/en/uploads.json'),
  },
  fr: {
    accessibility: () => import('../locales/fr/accessibility.json'),
    actions: () => import('../locales/fr/actions.json'),
    application: () => import('../locales/fr/application.json'),
    applications: () => import('../locales/fr/applications.json'),
    contract: () => import('../locales/fr/contract.json'),
    customer: () => import('../locales/fr/customer.json'),
    dashboard: () => import('../locales/fr/dashboard.json'),
    dealers: () => import('../locales/fr/dealers.json'),
    decision: () => import('../locales/fr/decision.json'),
    factors: () => import('../locales/fr/factors.json'),
    financing: () => import('../locales/fr/financing.json'),
    integrations: () => import('../locales/fr/integrations.json'),
    lender: () => import('../locales/fr/lender.json'),
    notifications: () => import('../locales/fr/notifications.json'),
    options: () => import('../locales/fr/options.json'),
    rates: () => import('../locales/fr/rates.json'),
    reports: () => import('../locales/fr/reports.json'),
    offline: () => import('../locales/fr/offline.json'),
    scan: () => import('../locales/fr/scan.json'),
    settings: () => import('../locales/fr/settings.json'),
    statements: () => import('../locales/fr/statements.json'),
    signing: () => import('../locales/fr/signing.json'),
    statuses: () => import('../locales/fr/statuses.json'),
    timeline: () => import('../locales/fr/timeline.json'),
    underwriter: () => import('../locales/fr/underwriter.json'),
    uploads: () => import('../locales/fr/uploads.json'),
  },
};

export const LAZY_NAMESPACES = Object.keys(loaders.en) as LazyNamespace[];

export function isLazyNamespace(value: string): value is LazyNamespace {
  return (LAZY_NAMESPACES as string[]).includes(value);
}

/** One namespace of one language; rejects for a language or namespace that has no catalog. */
export async function loadCatalog(language: string, namespace: string): Promise<Record<string, unknown>> {
  if ((language !== 'en' && language !== 'fr') || !isLazyNamespace(namespace)) {
    throw new Error(`No catalog ${language}/${namespace}`);
  }
  const module = await loaders[language][namespace]();
  return module.default;
}
