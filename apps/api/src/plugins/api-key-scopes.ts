// What an API key may call (decision 058): each route a dealership's system may reach, with the scope it needs. Every
// other route refuses a key (403): the lender's, the settings, the keys' and webhooks' own, signing in, submitting for
// a credit decision (a person gives the customer's consent), anything not listed here. openapi.ts names each route's
// scope in its description.
import type { ApiKeyScope } from '@vp/domain';

export const KEY_ROUTES: Readonly<Record<string, ApiKeyScope>> = {
  'GET /api/applications/summary': 'applications:read',
  'GET /api/applications/search': 'applications:read',
  'GET /api/applications/get/{id}': 'applications:read',
  'GET /api/application/status/{id}': 'applications:read',
  'GET /api/application/permissions/{id}': 'applications:read',
  'GET /api/applications/timeline/{id}': 'applications:read',
  'GET /api/application/get-assets/{id}': 'applications:read',
  'GET /api/form-options': 'applications:write',
  'POST /api/applications/save': 'applications:write',
  'POST /api/applications/save-co-applicant': 'applications:write',
  'POST /api/applications/customer-link/{id}': 'links:send',
  'DELETE /api/applications/customer-link/{id}': 'links:send',
  'GET /doc-api/applications/check-upload-status/{id}': 'documents:read',
  'GET /doc-api/esign/downloadPdf/{id}': 'documents:read',
  'GET /api/completion-certificate/{id}': 'documents:read',
};

/** The route's key as the table writes it: method and path, parameters in braces. */
export function routeKey(method: string, url: string): string {
  return `${method} ${url.replace(/:(\w+)/g, '{$1}')}`;
}

/** The scope a key needs for this route, or undefined when no key may call it. */
export function keyScopeOf(method: string, url: string | undefined): ApiKeyScope | undefined {
  return url === undefined ? undefined : KEY_ROUTES[routeKey(method, url)];
}
