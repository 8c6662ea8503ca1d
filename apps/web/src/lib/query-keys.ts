// The one factory of TanStack Query keys: every feature builds its keys here, so that a mutation in one feature
// invalidates exactly what the others cache (ARCHITECTURE §2). Keys nest: invalidating a prefix reaches its children.
import type { ApplicationSearchQuery, Locale } from '@vp/domain';

const APPLICATIONS = ['applications'] as const;
const UNDERWRITER = ['underwriter'] as const;
const FINANCING = ['financing'] as const;

export const queryKeys = {
  applications: {
    /** Everything about a vendor's applications: counts, lists and each application. */
    all: APPLICATIONS,
    summary: () => [...APPLICATIONS, 'summary'] as const,
    /** Every list page; an event or a sync that changes a status drops them all. */
    lists: () => [...APPLICATIONS, 'list'] as const,
    list: (query: ApplicationSearchQuery) => [...APPLICATIONS, 'list', query] as const,
    /** The application with its co-applicant, status and permissions, as the wizard works on it. */
    detail: (id: string) => [...APPLICATIONS, 'detail', id] as const,
    /**
     * The same answer read by the result screens, kept apart from the wizard's copy: they route by the status,
     * so they must read the server's current one, never a copy cached by the wizard.
     */
    result: (id: string) => [...APPLICATIONS, 'result', id] as const,
    status: (id: string) => [...APPLICATIONS, 'status', id] as const,
    /** The same answer read by the closing screens for its `closing` facts, always fresh (decision 031). */
    closing: (id: string) => [...APPLICATIONS, 'closing', id] as const,
    permissions: (id: string) => [...APPLICATIONS, 'permissions', id] as const,
    /** The application's timeline (issue 27): under the applications, so a status change drops it too. */
    timeline: (id: string) => [...APPLICATIONS, 'timeline', id] as const,
  },
  /** Assets, programs and payments of the financing phase (issue 11); labels come in both languages. */
  financing: {
    all: FINANCING,
    assets: (id: string) => [...FINANCING, 'assets', id] as const,
    /** The calculator's rate sheet, kept by the service worker for a tablet offline (issue 39). */
    rateSheet: () => [...FINANCING, 'rate-sheet'] as const,
    assetTypes: () => [...FINANCING, 'asset-types'] as const,
    assetSubTypes: (assetTypeId: string) => [...FINANCING, 'asset-sub-types', assetTypeId] as const,
    /** An application's programs, or every program (the calculator, no application). */
    programs: (id: string | null) => [...FINANCING, 'programs', id] as const,
    options: (programId: number, amount: string) => [...FINANCING, 'options', programId, amount] as const,
    payment: (id: string, query: Record<string, string>) => [...FINANCING, 'payment', id, query] as const,
  },
  /** The Sign screen's state and each envelope's status check (issue 12). */
  signing: {
    state: (id: string) => ['signing', 'state', id] as const,
    check: (id: string, envelopeId: string) => ['signing', 'check', id, envelopeId] as const,
  },
  mailbox: () => ['mailbox'] as const,
  /** The lender's rate sheets (issue 35): the programs, one program's versions, a dealership's programs. */
  rateSheets: {
    all: ['rate-sheets'] as const,
    list: () => ['rate-sheets', 'list'] as const,
    program: (programId: number) => ['rate-sheets', 'program', programId] as const,
    dealer: (vendorId: number) => ['rate-sheets', 'dealer', vendorId] as const,
  },
  /** Uploads, the certificate and the funding package of an application (issue 13). */
  uploads: {
    status: (id: string) => ['uploads', 'status', id] as const,
    checks: (id: string) => ['uploads', 'checks', id] as const,
    certificate: (id: string) => ['uploads', 'certificate', id] as const,
  },
  /** The forms' choices are labelled in the request's language: one entry per language. */
  formOptions: (locale: Locale) => ['form-options', locale] as const,
  /** The lender's dealers console (issue 35): the list's pages, each dealership, and each entity's change history. */
  dealers: {
    all: ['dealers'] as const,
    list: (query: Record<string, unknown>) => ['dealers', 'list', query] as const,
    detail: (id: number) => ['dealers', 'detail', id] as const,
    users: (id: number) => ['dealers', 'users', id] as const,
  },
  changeHistory: (entity: string, id: number) => ['change-history', entity, id] as const,
  underwriter: {
    all: UNDERWRITER,
    queue: () => [...UNDERWRITER, 'queue'] as const,
    application: (id: string) => [...UNDERWRITER, 'application', id] as const,
    funding: () => [...UNDERWRITER, 'funding'] as const,
    fundingItem: (id: string) => [...UNDERWRITER, 'funding', id] as const,
  },
  /** What the dealer is paid (issue 35): one deal's funding statement, a period's, the lender's dealers. */
  statements: {
    one: (id: string) => ['statements', 'one', id] as const,
    period: (query: { from: string; to: string; vendorId?: number | undefined }) =>
      ['statements', 'period', query] as const,
    dealers: () => ['statements', 'dealers'] as const,
  },
  /** Reports (issue 37): one report per query (range, dates, time zone, dealer, period). */
  reports: {
    all: ['reports'] as const,
    report: (query: Record<string, unknown>) => ['reports', 'report', query] as const,
  },
  /** Settings (issue 27): the user's own settings, and the dealership's users its vendor admin manages. */
  settings: {
    user: () => ['settings', 'user'] as const,
    vendorUsers: () => ['settings', 'vendor-users'] as const,
    /** The user's passkeys and authenticator apps (decision 053), and the dealership's rule for its salespeople. */
    factors: () => ['settings', 'factors'] as const,
    security: () => ['settings', 'security'] as const,
    /** A dealership's API keys and webhook endpoints with their deliveries (decision 058). */
    integrations: {
      apiKeys: () => ['settings', 'api-keys'] as const,
      webhooks: () => ['settings', 'webhooks'] as const,
      deliveries: (id: number) => ['settings', 'webhooks', id, 'deliveries'] as const,
    },
  },
  /** The lender's team (issue 35): its users, its settings and a user's or setting's history. */
  lenderTeam: {
    all: ['lender-team'] as const,
    users: () => ['lender-team', 'users'] as const,
    settings: () => ['lender-team', 'settings'] as const,
    history: (entity: string, id: number) => ['lender-team', 'history', entity, id] as const,
  },
};
