// What choosing a row action does: a navigation-only action opens its screen; any other asks first, then
// opens the event screen, which runs it (spec §4).
import { isQuebecVendor } from '@vp/domain';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { type EventRouteState, navigationTarget } from '../event-targets.ts';

export interface EventChoice {
  applicationId: string;
  event: string;
  /** The server's label in the current language. */
  label: string;
  /** The applicant's name, for the question ('… the application of Marie Tremblay?'). */
  name?: string | undefined;
}

export function useEventChoice() {
  const navigate = useNavigate();
  const location = useLocation();
  const vendor = useSession()?.vendor ?? null;
  const quebec = vendor ? isQuebecVendor(vendor) : false;
  const [pending, setPending] = useState<EventChoice | null>(null);

  const choose = (choice: EventChoice) => {
    const target = navigationTarget(choice.event, choice.applicationId, quebec);
    if (target) void navigate(target);
    else setPending(choice);
  };

  const confirm = () => {
    if (!pending) return;
    const state: EventRouteState = { confirmed: true, from: `${location.pathname}${location.search}` };
    setPending(null);
    void navigate(
      paths.applicationEvent.build({ event: pending.event, applicationId: pending.applicationId }),
      { state },
    );
  };

  return { choose, pending, confirm, cancel: () => setPending(null) };
}
