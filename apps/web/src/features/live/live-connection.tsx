// The signed-in layout opens the shared live connection for a vendor user and closes it when the session ends.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Session } from '../../lib/session.ts';
import { startLive, stopLive } from './live-store.ts';

export function useLiveConnection(session: Session | null) {
  const client = useQueryClient();
  // The lender's users have no vendor, hence no stream.
  const token = session?.vendor && session.user.role !== 'underwriter' ? session.token : null;
  useEffect(() => {
    if (!token) return;
    startLive(client);
    return () => stopLive();
  }, [client, token]);
}

/** The hook as a component, for a layout outside the query client's provider. */
export function LiveConnection({ session }: { session: Session | null }) {
  useLiveConnection(session);
  return null;
}
