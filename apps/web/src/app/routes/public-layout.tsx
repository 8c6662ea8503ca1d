// Layout route of the signed-out pages.
import { Outlet } from 'react-router';
import { PublicLayout } from '../../components/layout/public-layout.tsx';

export function Component() {
  return (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  );
}
