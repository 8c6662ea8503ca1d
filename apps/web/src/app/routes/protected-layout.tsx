// Layout route of the signed-in pages: no session → Login (with `redirect`); otherwise the app shell and
// the periodic session check.
import { Navigate, Outlet, useLocation } from 'react-router';
import { AppShell } from '../../components/layout/app-shell.tsx';
import { QueryBoundary } from '../../components/layout/query-boundary.tsx';
import { useSessionCheck } from '../../features/auth/api/get-session.ts';
import { LiveConnection } from '../../features/live/index.ts';
import { NotificationsBadge } from '../../features/notifications/index.ts';
import { useSession } from '../../lib/session.ts';
import { loginWithRedirect } from '../paths.ts';

export function Component() {
  const session = useSession();
  const location = useLocation();
  useSessionCheck(session !== null);
  const vendorUser = session?.vendor != null && session.user.role !== 'underwriter';
  if (!session) return <Navigate to={loginWithRedirect(`${location.pathname}${location.search}`)} replace />;
  return (
    <QueryBoundary>
      {/* The one live status connection of the app (decision 042), closed when the session ends. */}
      <LiveConnection session={session} />
      <AppShell session={session} notices={vendorUser ? <NotificationsBadge /> : undefined}>
        <Outlet />
      </AppShell>
    </QueryBoundary>
  );
}
