// Gives the screens' shared components (lib/navigation.tsx) the router's location, navigate and Link.
import { type ReactNode, useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { type AppLinkProps, type Navigation, NavigationContext } from '../lib/navigation.tsx';

function RouterLink(props: AppLinkProps) {
  return <Link {...props} />;
}

export function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const navigation = useMemo<Navigation>(
    () => ({
      location: { pathname, search, state },
      navigate: (to, options) => navigate(to, options),
      Link: RouterLink,
    }),
    [pathname, search, state, navigate],
  );
  return <NavigationContext.Provider value={navigation}>{children}</NavigationContext.Provider>;
}
