// The translation keys of a scope and of an event: i18next reads ':' as a namespace and '.' as a nesting, so the
// catalogues name them with '_' ('applications_read', 'application_decided').
import type { ApiKeyScope, WebhookEvent } from '@vp/domain';

export const scopeKey = (scope: ApiKeyScope) => scope.replace(':', '_');
export const eventKey = (event: WebhookEvent) => event.replace('.', '_');
