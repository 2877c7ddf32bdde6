import { setImmediate as nodeSetImmediate } from 'node:timers';
import { StaticRouter } from 'react-router-dom';
import { I18nProvider } from '@storefront/i18n';
import { createMemoryTokenStore } from '@storefront/sdk';
import { App } from '../app/App';
import { routerBasename } from '../app/locale-basename';
import { fetchWithBootData } from '../app/boot-data';
import { pageI18n } from '../app/page-i18n';
import { loadPage } from '../app/route-data';
import { preloadChrome } from '../layout/lazy-chrome';
import { createRootStore, renderedPage } from '../stores';
import { installFakeApi } from '../test-utils/fake-api';
import { createRecordingNavigator, createRecordingNotifier } from '../test-utils/recording-ports';
import { renderPage, renderWhole } from './render-page';

// React's Node renderer, as in render-page.test.tsx.
jest.mock('react-dom/server', () => jest.requireActual('react-dom/server.node'));
Object.assign(globalThis, { setImmediate: globalThis.setImmediate ?? nodeSetImmediate });

const origin = 'http://localhost';
installFakeApi();

const serverFetch: typeof fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input), origin);
  if (url.pathname === '/config.json') return Promise.resolve(Response.json({}));
  return fetch(input, init);
};

/** The browser's first render from the page's boot data, in the language main.tsx reads from the address. */
async function browserFirstRender(url: string, bootData: Record<string, unknown>) {
  const answers = new Map(Object.entries(bootData).map(([key, body]) => [key, JSON.stringify(body)]));
  const location = new URL(url, origin);
  const store = createRootStore({
    baseUrl: `${origin}/api/v1`,
    fetch: fetchWithBootData(answers, origin, () => Promise.resolve(new Response(null, { status: 503 }))),
    tokenStore: createMemoryTokenStore(),
    notifier: createRecordingNotifier(),
    navigator: createRecordingNavigator(),
    env: { hostname: 'localhost', host: 'localhost', document: null },
    localePage: renderedPage(location.pathname),
  });
  const [chrome, i18n] = await Promise.all([preloadChrome(), pageI18n(store.locale.locale), loadPage(store, location)]);
  return renderWhole(
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
}

function shellOf(html: string) {
  const page = document.createElement('div');
  page.innerHTML = html;
  return page;
}

describe('server rendering in each language', () => {
  it('renders the shell in Hindi at a /hi address, and the browser first draws the same', async () => {
    const rendered = await renderPage({ url: '/hi', origin, fetch: serverFetch });
    const page = shellOf(rendered.html);
    expect(page.querySelector('header button[aria-label="खोजें"]')).not.toBeNull();
    expect(page.querySelector('a[href="#main"]')?.textContent).toBe('मुख्य सामग्री पर जाएँ');
    expect(page.querySelector('footer')?.textContent).toContain('ऑर्डर ट्रैक करें');
    expect(rendered.html).not.toContain('aria-label="Search"');

    expect(await browserFirstRender('/hi', rendered.bootData)).toBe(rendered.html);
  });

  it('keeps English at every other address', async () => {
    const rendered = await renderPage({ url: '/', origin, fetch: serverFetch });
    const page = shellOf(rendered.html);
    expect(page.querySelector('header button[aria-label="Search"]')).not.toBeNull();
    expect(page.querySelector('footer')?.textContent).toContain('Track order');
    expect(rendered.html).not.toMatch(/[\u0900-\u097F]/);
  });
});
