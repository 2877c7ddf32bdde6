import { createContext, forwardRef, useContext, useEffect, useMemo, useRef, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { Link, useHref, useLocation, useNavigate } from 'react-router-dom';

interface AppLinks {
  /** The router's basename: '' at the root, '/hi' on a Hindi page. */
  basename: string;
  navigate(to: string, options: { replace: boolean; state: unknown }): void;
  /** The current address as a link's `href` would write it. */
  currentHref(): string;
}

const AppLinksContext = createContext<AppLinks | null>(null);

/**
 * What every `AppLink` needs from the router, found once for the whole app. React Router's own `Link` resolves
 * its path against the route matches (twice) and reads the location on every render, and a page holds a
 * hundred links and more (menus, cards, footer): on the server and in hydration that was work per link for a
 * path that is already absolute.
 */
export function AppLinksProvider({ children }: { children: ReactNode }) {
  const rootHref = useHref('/');
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  // Both change with the location; read when a link is followed, so that the links need not re-render.
  const latest = useRef({ navigate, here: pathname + search + hash });
  useEffect(() => {
    latest.current = { navigate, here: pathname + search + hash };
  }, [navigate, pathname, search, hash]);
  const links = useMemo<AppLinks>(() => {
    const basename = rootHref === '/' ? '' : rootHref;
    return {
      basename,
      navigate: (to, options) => void latest.current.navigate(to, options),
      currentHref: () => hrefInApp(basename, latest.current.here),
    };
  }, [rootHref]);
  return <AppLinksContext.Provider value={links}>{children}</AppLinksContext.Provider>;
}

/** An app path inside the router's basename, as React Router writes it: "/" on a Hindi page is "/hi". */
export function hrefInApp(basename: string, to: string): string {
  const cut = to.search(/[?#]/);
  const path = cut === -1 ? to : to.slice(0, cut);
  const rest = cut === -1 ? '' : to.slice(cut);
  return (basename && path === '/' ? basename : basename + path) + rest;
}

/** A click the app takes over: the main button, no modifier (those open a tab or window), the same tab. */
function navigatesInApp(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the app ("/products?q=tea"), without the page's language prefix. */
  to: string;
  /** Replace the current history entry (by default only when the link is to the current address). */
  replace?: boolean;
  state?: unknown;
}

/**
 * A link inside the app: a plain anchor to the path in the page's language, followed without a page load. A
 * path that is not absolute, or a link outside `AppLinksProvider`, is React Router's `Link`.
 */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink({ to, replace, state, onClick, ...rest }, ref) {
  const links = useContext(AppLinksContext);
  if (!links || !/^\/(?!\/)/.test(to)) return <Link ref={ref} to={to} replace={replace} state={state} onClick={onClick} {...rest} />;
  const href = hrefInApp(links.basename, to);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!navigatesInApp(event, rest.target)) return;
    event.preventDefault();
    links.navigate(to, { replace: replace ?? links.currentHref() === href, state });
  };
  return <a ref={ref} href={href} onClick={follow} {...rest} />;
});
