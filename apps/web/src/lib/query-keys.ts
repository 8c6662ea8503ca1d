// The one factory of TanStack Query keys: every feature builds its keys here, so that a mutation in one feature
// invalidates exactly what the others cache (ARCHITECTURE §2). Keys nest: invalidating a prefix reaches its children.
import type { ApplicationSearchQuery, Locale } from '@vp/domain';

const APPLICATIONS = ['applications'] as const;
const UNDERWRITER = ['underwriter'] as const;

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
    permissions: (id: string) => [...APPLICATIONS, 'permissions', id] as const,
  },
  /** The forms' choices are labelled in the request's language: one entry per language. */
  formOptions: (locale: Locale) => ['form-options', locale] as const,
  underwriter: {
    all: UNDERWRITER,
    queue: () => [...UNDERWRITER, 'queue'] as const,
    application: (id: string) => [...UNDERWRITER, 'application', id] as const,
  },
};
