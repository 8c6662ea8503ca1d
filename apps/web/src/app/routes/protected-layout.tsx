// Layout route of the signed-in pages: no session → Login (with `redirect`); otherwise the app shell and
// the periodic session check.
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { AppShell } from '../../components/layout/app-shell.tsx';
import { QueryBoundary } from '../../components/layout/query-boundary.tsx';
import { useSessionCheck } from '../../features/auth/api/get-session.ts';
import { LiveConnection } from '../../features/live/index.ts';
import { NotificationsBadge } from '../../features/notifications/index.ts';
import { loadNamespaces } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.ts';
import { loginWithRedirect } from '../paths.ts';

/** The offline tablet's frame (issue 39): its own chunk and words, loaded once signed in. */
const OfflineFrame = lazy(() =>
  Promise.all([
    import('../../features/offline/components/offline-frame.tsx'),
    loadNamespaces(['offline']),
  ]).then(([module]) => ({ default: module.OfflineFrame })),
);

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
        {vendorUser && (
          <Suspense fallback={null}>
            <OfflineFrame session={session} />
          </Suspense>
        )}
        <Outlet />
      </AppShell>
    </QueryBoundary>
  );
}
