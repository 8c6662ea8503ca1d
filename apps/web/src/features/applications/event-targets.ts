// Row actions that only open a screen (spec §4 'Row actions in the list'; EVENTS' `to` is null): where each goes.
import { EVENTS, type EventName } from '@vp/domain';
import { paths } from '../../app/paths.ts';

type NavigationEvent = {
  [E in EventName]: (typeof EVENTS)[E]['to'] extends null ? E : never;
}[EventName];

const TARGETS: Record<NavigationEvent, (applicationId: string, quebec: boolean) => string> = {
  edit: (applicationId) => paths.applicationStep1.build({ applicationId }),
  // A Quebec vendor scans no licence (spec §1): the co-applicant flow starts at its step 1.
  coborrower: (applicationId, quebec) =>
    (quebec ? paths.coBorrowerStep1 : paths.coBorrowerStep0).build({ applicationId }),
  // Step 1 opens its send form at once (`?customer=send`, the consent panel's own query).
  sendToCustomer: (applicationId) => paths.applicationStep1.build({ applicationId }, { customer: 'send' }),
  generateContract: (applicationId) => paths.assets.build({ applicationId }),
  verifySignature: (applicationId) => paths.sign.build({ applicationId }),
  addDocuments: (applicationId) => paths.uploadFilesStep1.build({ applicationId }),
};

export function isEventName(event: string): event is EventName {
  return Object.hasOwn(EVENTS, event);
}

/** The screen a navigation-only action opens, or null for an action the server must run. */
export function navigationTarget(event: string, applicationId: string, quebec: boolean): string | null {
  if (!isEventName(event) || EVENTS[event].to !== null) return null;
  return TARGETS[event as NavigationEvent](applicationId, quebec);
}

/** Router state of the event screen: confirmed on the list already, and the list to go back to. */
export interface EventRouteState {
  confirmed?: boolean;
  from?: string;
}

/** The list the user came from, when it is one; else the list of all applications. */
export function listToReturnTo(state: unknown): string {
  const from = (state as EventRouteState | null)?.from;
  const prefix = `${paths.applications.pattern}/`;
  return typeof from === 'string' && from.startsWith(prefix) && !from.includes('//')
    ? from
    : paths.applicationList.build({ status: 'all' });
}
