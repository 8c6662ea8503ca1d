// Layout route of the pages open to all (ChangePassword, AccessibilityPolicy, PageNotFound): the app shell
// when signed in, the public frame otherwise.
import { Outlet } from 'react-router';
import { AppShell } from '../../components/layout/app-shell.tsx';
import { PublicLayout } from '../../components/layout/public-layout.tsx';
import { QueryBoundary } from '../../components/layout/query-boundary.tsx';
import { useSessionCheck } from '../../features/auth/api/get-session.ts';
import { useSession } from '../../lib/session.ts';

export function Component() {
  const session = useSession();
  useSessionCheck(session !== null);
  return (
    <QueryBoundary>
      {session ? (
        <AppShell session={session}>
          <Outlet />
        </AppShell>
      ) : (
        <PublicLayout>
          <Outlet />
        </PublicLayout>
      )}
    </QueryBoundary>
  );
}
