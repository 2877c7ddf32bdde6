import { Global, ThemeProvider, css } from '@emotion/react';
import { defaultTokens, ServerRenderedContext } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, type RouteObject } from 'react-router-dom';
import { AppLinksProvider } from '../components/links/app-link';
import { loadChrome } from '../layout/lazy-chrome';
import { StoreProvider, useStores, type RootStore } from '../stores';
import { routerBasename } from './locale-basename';
import { LoadingScreen } from './loading-screen';
import type { RouterNavigator } from './navigation';
import { NavigatorBridge } from './navigator-bridge';

import { AppRoutes } from './routes';
import { useToastsRequested } from './toast-notifier';

/** The toast container is its own chunk, mounted on the first toast (see toast-notifier.ts). */
const Toasts = lazy(() => import('./toast-container'));

function ToastsOnDemand() {
  const requested = useToastsRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}

export type Chrome = Awaited<ReturnType<typeof loadChrome>>;

/** The theme chunk (tokens, header, footer): `loaded` when it was loaded before the first render, else once it loads. */
function useChrome(loaded: Chrome | null): Chrome | null {
  const [chrome, setChrome] = useState<Chrome | null>(loaded);
  useEffect(() => {
    if (chrome) return undefined;
    let live = true;
    void loadChrome().then((module) => {
      if (live) setChrome(module);
    });
    return () => {
      live = false;
    };
  }, [chrome]);
  return chrome;
}

/** Calls `onHydrated` once, after the first commit (in the browser, when hydration has finished). */
function AfterFirstCommit({ onHydrated }: { onHydrated?: () => void }) {
  useEffect(() => {
    onHydrated?.();
    // Once: the first commit only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

const baseStyles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  img {
    max-width: 100%;
  }
`;

/** The theme's tokens (with the store's colours) for Emotion, and its page-wide styles. */
const ThemedApp = observer(function ThemedApp({ chrome, children }: { chrome: Chrome | null; children: ReactNode }) {
  const { settings } = useStores();
  const theme = settings.theme;
  const store = settings.settings;
  const tokens = useMemo(() => (chrome ? chrome.tokensFor(theme, store) : defaultTokens), [chrome, theme, store]);
  return (
    <ThemeProvider theme={tokens}>
      <Global styles={baseStyles} />
      {chrome && <chrome.ThemeGlobalStyles />}
      {children}
    </ThemeProvider>
  );
});

/** The loading screen until settings have decided the look and the theme has loaded, then the routed app. */
const Startup = observer(function Startup({ routes, chrome }: { routes?: RouteObject[]; chrome: Chrome | null }) {
  const store = useStores();
  if (!store.ready || !chrome) return <LoadingScreen />;
  return <AppRoutes table={routes} />;
});

/** The browser's router, based at the page's language prefix (locale-basename.ts). */
function LocaleBrowserRouter({ children }: { children: ReactNode }) {
  return <BrowserRouter basename={routerBasename(window.location.pathname)}>{children}</BrowserRouter>;
}

export interface AppProps {
  store: RootStore;
  /** The stores' navigator; bound to the router here. */
  navigator: RouterNavigator;
  /** The router component: a BrowserRouter at the page's language prefix in the browser, a MemoryRouter in tests. */
  Router?: ComponentType<{ children: ReactNode }>;
  /** The route table (default: the app's). */
  routes?: RouteObject[];
  /** The theme chunk, when loaded before the first render (server rendering and hydration). */
  chrome?: Chrome | null;
  /** The page is (or is being) rendered on the server and hydrated from its HTML (app/render-mode.ts). */
  serverRendered?: boolean;
  /** Called once the first render has been committed: after hydration, the shopper's own data loads. */
  onHydrated?: () => void;
}

/** The whole storefront: stores, theme, router and toasts. */
export function App({ store, navigator, Router = LocaleBrowserRouter, routes, chrome: loadedChrome = null, serverRendered = false, onHydrated }: AppProps) {
  const chrome = useChrome(loadedChrome);
  return (
    <ServerRenderedContext.Provider value={serverRendered}>
      <StoreProvider store={store}>
        <ThemedApp chrome={chrome}>
          <Router>
            <NavigatorBridge navigator={navigator} />
            <AppLinksProvider>
              <Startup routes={routes} chrome={chrome} />
            </AppLinksProvider>
          </Router>
          <ToastsOnDemand />
        </ThemedApp>
      </StoreProvider>
      <AfterFirstCommit onHydrated={onHydrated} />
    </ServerRenderedContext.Provider>
  );
}
