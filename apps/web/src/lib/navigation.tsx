// Links and navigation for what the sign-in page shares with every screen (its frame, footer, form), without importing
// the router: a fresh load of /login shows the page before the router's code has loaded (app/boot-login.tsx, decision
// 025). The router's screens provide its own Link and navigate (app/routes/root-layout.tsx); the sign-in page's boot
// provides one that hands over to the router; without either, plain links and page loads.
import { type AnchorHTMLAttributes, type ComponentType, createContext, type Ref, useContext } from 'react';

export interface AppLocation {
  pathname: string;
  search: string;
  /** What the previous screen handed over (react-router's navigation state). */
  state: unknown;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path with its query string, as paths.ts builds them. */
  to: string;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

export interface Navigation {
  location: AppLocation;
  navigate: (to: string, options?: NavigateOptions) => Promise<void> | void;
  Link: ComponentType<AppLinkProps>;
}

/** A plain link: the browser loads the page. */
function PlainLink({ to, replace: _replace, state: _state, ...rest }: AppLinkProps) {
  return <a href={to} {...rest} />;
}

function windowLocation(): AppLocation {
  if (typeof window === 'undefined') return { pathname: '/', search: '', state: undefined };
  const { pathname, search } = window.location;
  const stored: unknown = window.history.state;
  const state = stored && typeof stored === 'object' && 'usr' in stored ? stored.usr : undefined;
  return { pathname, search, state };
}

const pageLoads: Navigation = {
  get location() {
    return windowLocation();
  },
  navigate: (to, options) => {
    if (options?.replace) window.location.replace(to);
    else window.location.assign(to);
  },
  Link: PlainLink,
};

export const NavigationContext = createContext<Navigation>(pageLoads);

export function useNavigation(): Navigation {
  return useContext(NavigationContext);
}

/** The link of the screen's navigation (Mantine: `<Anchor component={AppLink} to=…>`). */
export function AppLink(props: AppLinkProps) {
  const { Link } = useNavigation();
  return <Link {...props} />;
}

/** A left click without a modifier key, which the app handles itself; others open tabs and windows as usual. */
export function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
}): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  );
}
