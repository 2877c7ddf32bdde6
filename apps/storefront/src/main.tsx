import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserTokenStore } from '@storefront/sdk';
import { storeColorVariables } from '@storefront/themes';
import { App } from './app/App';
import { fetchWithBootData, readBootData } from './app/boot-data';
import { LoadingScreen } from './app/loading-screen';
import { createRouterNavigator } from './app/navigation';
import { toastNotifier } from './app/toast-notifier';
import { loadAppConfig } from './config';
import { loadChrome } from './layout/lazy-chrome';
import { createRootStore } from './stores';

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Start-up: show the saved logo at once, read `/config.json`, build the SDK, stores and navigator, render,
 * then run the start-up calls (the loading screen stays until settings have answered). The first of these
 * requests are answered from the page's boot data where the server wrote it (app/boot-data.ts).
 */
async function bootstrap(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  root.render(<LoadingScreen />);
  // The theme chrome is its own chunk: fetch it while the config and settings load.
  void loadChrome();

  // The config, the settings and the screen's first data come from the page when the server put them there.
  const fetchFirstFromPage = fetchWithBootData(readBootData(document), window.location.origin);
  const config = await loadAppConfig({ location: window.location, sessionStorage: sessionStorageOrNull(), fetch: fetchFirstFromPage });
  const navigator = createRouterNavigator();
  const store = createRootStore({
    baseUrl: config.apiBase,
    fetch: fetchFirstFromPage,
    tokenStore: createBrowserTokenStore(),
    notifier: toastNotifier,
    navigator,
    colourVariables: storeColorVariables,
    env: {
      hostname: config.hostname,
      themeOverride: config.themeOverride,
      themePreview: config.themePreview,
      scrollToTopHiddenOn: config.runtime.scrollToTopHiddenOn,
      document,
    },
  });
  void store.start();
  if (window.location.pathname === '/') {
    // Landing on home: its sections and screen chunk are asked for with the start-up calls instead of after
    // them (the home screen would only ask once settings have answered), so the banner, the page's largest
    // picture, comes one round trip sooner. Other routes never load them.
    void store.home.load();
    void import('./screens/home');
  }
  root.render(
    <StrictMode>
      <App store={store} navigator={navigator} />
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) void bootstrap(container);
