import { Global, ThemeProvider, css } from '@emotion/react';
import { defaultTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { loadChrome } from '../layout/site-chrome';
import { StoreProvider, useStores, type RootStore } from '../stores';
import { LoadingScreen } from './loading-screen';
import type { AppRouter } from './routes';

/** The toast container is its own chunk: the home route's entry stays small. */
const Toasts = lazy(() => import('./toast-container'));

type Chrome = Awaited<ReturnType<typeof loadChrome>>;

/** The theme chunk (tokens, header, footer), once loaded. */
function useChrome(): Chrome | null {
  const [chrome, setChrome] = useState<Chrome | null>(null);
  useEffect(() => {
    let live = true;
    void loadChrome().then((module) => {
      if (live) setChrome(module);
    });
    return () => {
      live = false;
    };
  }, []);
  return chrome;
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
const Startup = observer(function Startup({ router, chrome }: { router: AppRouter; chrome: Chrome | null }) {
  const store = useStores();
  if (!store.ready || !chrome) return <LoadingScreen />;
  return <RouterProvider router={router} />;
});

/** The whole storefront: stores, theme, router and toasts. */
export function App({ store, router }: { store: RootStore; router: AppRouter }) {
  const chrome = useChrome();
  return (
    <StoreProvider store={store}>
      <ThemedApp chrome={chrome}>
        <Startup router={router} chrome={chrome} />
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      </ThemedApp>
    </StoreProvider>
  );
}
