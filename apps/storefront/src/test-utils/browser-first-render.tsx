import { StaticRouter } from 'react-router-dom';
import type { BootAnswers } from '@storefront/domain';
import { I18nProvider } from '@storefront/i18n';
import { createMemoryTokenStore } from '@storefront/sdk';
import { App } from '../app/App';
import { fetchWithBootData } from '../app/boot-data';
import { routerBasename } from '../app/locale-basename';
import { pageI18n } from '../app/page-i18n';
import { loadPage } from '../app/route-data';
import { preloadChrome } from '../layout/lazy-chrome';
import { renderWhole } from '../server/render-page';
import { createRootStore, renderedPage } from '../stores';
import { createRecordingNavigator, createRecordingNotifier } from './recording-ports';

/**
 * The browser's first render of a server-rendered page, as app/bootstrap.tsx makes it: the config, settings and the
 * page's data answered from the page's boot data only (any other request is recorded and answered 503), the
 * page's language read from its address with its messages loaded, the screen's chunk and data made ready,
 * the app marked as server-rendered. Rendered to HTML: hydration keeps the server's page exactly when the
 * two agree (the browser tests hydrate the real build).
 */
export async function browserFirstRender(url: string, bootData: BootAnswers, origin = 'http://localhost') {
  const networkRequests: string[] = [];
  const answers = new Map(Object.entries(bootData));
  const location = new URL(url, origin);
  const store = createRootStore({
    baseUrl: `${origin}/api/v1`,
    fetch: fetchWithBootData(answers, origin, (input) => {
      networkRequests.push(String(input instanceof Request ? input.url : input));
      return Promise.resolve(new Response(null, { status: 503 }));
    }),
    tokenStore: createMemoryTokenStore(),
    notifier: createRecordingNotifier(),
    navigator: createRecordingNavigator(),
    env: { hostname: 'localhost', host: 'localhost', document: null },
    // The browser is at the page's address (the language switch links the current page in each language).
    localePage: renderedPage(location.pathname + location.search),
  });
  const [chrome, i18n] = await Promise.all([preloadChrome(), pageI18n(store.locale.locale), loadPage(store, location)]);
  const html = await renderWhole(
    <I18nProvider i18n={i18n}>
      <App
        store={store}
        navigator={{ bind: () => undefined, navigate: () => undefined }}
        chrome={chrome}
        serverRendered
        Router={({ children }) => (
          <StaticRouter basename={routerBasename(location.pathname)} location={location.pathname + location.search}>
            {children}
          </StaticRouter>
        )}
      />
    </I18nProvider>,
  );
  return { html, networkRequests };
}
