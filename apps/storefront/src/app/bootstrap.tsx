import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { APP_HYDRATING_EVENT, APP_STARTED_EVENT, SERVER_THEME_ATTRIBUTE, splitLocalePath } from '@storefront/domain';
import { I18nProvider, type I18n } from '@storefront/i18n';
import { createBrowserTokenStore, type TokenStore } from '@storefront/sdk';
import { lazyPartsMounted, markPageHydrated } from '@storefront/ui-kit';
import { storeColorVariables } from '@storefront/themes';
import { App } from './App';
import { fetchWithBootData, readBootData } from './boot-data';
import { browserLocalePage } from './browser-locale-page';
import { LoadingScreen } from './loading-screen';
import { createRouterNavigator, type RouterNavigator } from './navigation';
import { pageI18n } from './page-i18n';
import { loadPage } from './route-data';
import { storeEnvironment } from './store-environment';
import { toastNotifier } from './toast-notifier';
import { holdTokensUntilHydrated } from './tokens-held-until-hydrated';
import { yieldToMain } from './yield-to-main';
import { loadAppConfig, type AppConfig } from '../config';
import { loadChrome, preloadChrome } from '../layout/lazy-chrome';
import { createRootStore, type RootStore } from '../stores';

/** The longest the shopper's own data waits for the page's lazy parts to hydrate. */
const PERSONAL_DATA_WAIT_MS = 3_000;


/** Resolves when the browser is next idle: React has no hydration work left in its queue. */
function browserIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: PERSONAL_DATA_WAIT_MS });
    else setTimeout(resolve, 50);
  });
}

/**
 * Marks the page as started (`<html data-started>`): live, with the shopper's own data in. Whatever watches
 * the page from outside (browser tests, monitoring) waits for it rather than for a visible header, which a
 * server-rendered page shows before any script has run.
 */
function markStarted(): void {
  document.documentElement.setAttribute('data-started', '');
  document.dispatchEvent(new Event(APP_STARTED_EVENT));
}

/** React takes over the server's page from here: the start script stops keeping early presses (early-presses.ts). */
function announceHydrating(): void {
  document.dispatchEvent(new Event(APP_HYDRATING_EVENT));
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function createBrowserStore(config: AppConfig, fetch: typeof globalThis.fetch, tokenStore: TokenStore, navigator: RouterNavigator): RootStore {
  return createRootStore({
    baseUrl: config.apiBase,
    fetch,
    tokenStore,
    notifier: toastNotifier,
    navigator,
    colourVariables: storeColorVariables,
    env: storeEnvironment(config, window.location.host, document),
    localePage: browserLocalePage(),
  });
}

/**
 * Start-up. The config, the settings and the screen's first data come from the page's boot data when the
 * server wrote it (app/boot-data.ts). A page the server rendered is hydrated: the same public data and
 * chunks are made ready first, so the first render matches the HTML, and the shopper's own tokens and data
 * (cart, wishlist, account) come in after. Any other page (the server served its shell) renders here, with
 * the saved logo shown at once while the start-up calls answer.
 */
export async function bootstrap(container: HTMLElement): Promise<void> {
  // Evaluating this module's chunk was a task of its own; start-up begins in the next.
  await yieldToMain();
  const serverTheme = container.getAttribute(SERVER_THEME_ATTRIBUTE);
  // The page's language is in its address, as the server read it; its messages load with the config.
  const i18nReady = pageI18n(splitLocalePath(window.location.pathname).locale);
  const fetchFirstFromPage = fetchWithBootData(readBootData(document), window.location.origin);
  const config = await loadAppConfig({ location: window.location, sessionStorage: sessionStorageOrNull(), fetch: fetchFirstFromPage });
  const navigator = createRouterNavigator();

  if (serverTheme !== null) {
    // The page is already drawn: each step below is a task of its own, so none of them blocks a tap long.
    await yieldToMain();
    const tokens = holdTokensUntilHydrated(createBrowserTokenStore());
    const store = createBrowserStore(config, fetchFirstFromPage, tokens, navigator);
    await yieldToMain();
    const [chrome, i18n] = await Promise.all([preloadChrome(), i18nReady, loadPage(store, window.location)]);
    await yieldToMain();
    announceHydrating();
    // A theme previewed in this tab (kept in session storage) differs from the server's: draw afresh.
    if (store.settings.theme === serverTheme) {
      let hydrated = false;
      const onHydrated = () => {
        if (hydrated) return;
        hydrated = true;
        // The shopper's own state changes what parts of the page show. It waits until the lazy parts the
        // server rendered (footer, carousels) have hydrated, and React has hydrated every Suspense boundary
        // (in later tasks than the first commit), or React would throw their HTML away and draw them again.
        void lazyPartsMounted(PERSONAL_DATA_WAIT_MS)
          .then(browserIdle)
          .then(() => {
            markPageHydrated();
            tokens.release();
            void store.finishStartAfterHydration().then(markStarted);
          });
      };
      // As a transition, React hydrates in slices and lets the browser handle input between them, instead
      // of one long task; a click on a part not yet hydrated makes React hydrate that part first.
      startTransition(() => {
        hydrateRoot(
          container,
          <StrictMode>
            <I18nProvider i18n={i18n}>
              <App store={store} navigator={navigator} chrome={chrome} serverRendered onHydrated={onHydrated} />
            </I18nProvider>
          </StrictMode>,
        );
      });
      return;
    }
    tokens.release();
    createRoot(container).render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <App store={store} navigator={navigator} chrome={chrome} />
        </I18nProvider>
      </StrictMode>,
    );
    void store.finishStartAfterHydration().then(markStarted);
    return;
  }

  const root = createRoot(container);
  // The splash's label is in the page's language: until its messages are in, the server's splash stays.
  void i18nReady.then((i18n) => renderWithI18n(root, i18n, <LoadingScreen />));
  // The theme chrome is its own chunk: fetch it while the config and settings load.
  void loadChrome();
  const store = createBrowserStore(config, fetchFirstFromPage, createBrowserTokenStore(), navigator);
  void store.start().then(markStarted);
  if (splitLocalePath(window.location.pathname).path === '/') {
    // Landing on home: its sections and screen chunk are asked for with the start-up calls instead of after
    // them (the home screen would only ask once settings have answered), so the banner, the page's largest
    // picture, comes one round trip sooner. Other routes never load them.
    void store.home.load();
    void import('../screens/home');
  }
  renderWithI18n(root, await i18nReady, <App store={store} navigator={navigator} />);
}

function renderWithI18n(root: ReturnType<typeof createRoot>, i18n: I18n, app: JSX.Element): void {
  root.render(
    <StrictMode>
      <I18nProvider i18n={i18n}>{app}</I18nProvider>
    </StrictMode>,
  );
}

