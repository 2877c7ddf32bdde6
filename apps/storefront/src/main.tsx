import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserTokenStore } from '@storefront/sdk';
import { storeColorVariables } from '@storefront/themes';
import { App } from './app/App';
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
 * then run the start-up calls (the loading screen stays until settings have answered).
 */
async function bootstrap(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  root.render(<LoadingScreen />);
  // The theme chrome is its own chunk: fetch it while the config and settings load.
  void loadChrome();

  const config = await loadAppConfig({ location: window.location, sessionStorage: sessionStorageOrNull() });
  const navigator = createRouterNavigator();
  const store = createRootStore({
    baseUrl: config.apiBase,
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
