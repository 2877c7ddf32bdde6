import { Writable } from 'node:stream';
import { CacheProvider } from '@emotion/react';
import { JSDOM } from 'jsdom';
import { enableStaticRendering } from 'mobx-react-lite';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { BootAnswers } from '@storefront/domain';
import { createI18n, I18nProvider } from '@storefront/i18n';
import { ALL_CATALOGS } from '@storefront/i18n/server';
import { createMemoryTokenStore } from '@storefront/sdk';
import { ClosedPanelHtmlContext, storeColorVariables } from '@storefront/themes';
import { PriorityImagesContext, type PriorityImage } from '@storefront/ui-kit';
import { App } from '../app/App';
import { routerBasename } from '../app/locale-basename';
import { loadPage } from '../app/route-data';
import { storeEnvironment } from '../app/store-environment';
import { loadAppConfig } from '../config';
import { preloadChrome } from '../layout/lazy-chrome';
import { sanitizeInWindow } from '../screens/shared/sanitize-html';
import { createRootStore, renderedPage } from '../stores';
import { ClosedPanelCache } from './closed-panel-cache';
import { collectPageStyles } from './page-styles';
import { recordingFetch } from './recording-fetch';
import { rootColourStyle } from './root-colour-style';

export interface RenderPageInput {
  /** The page's path and query, as requested. */
  url: string;
  /** The origin shoppers use (https://shop.example.in): the API base and the config resolve against it. */
  origin: string;
  /** Answers the app's requests (`/config.json`, `/api/v1/...`): the API in the same process. */
  fetch: typeof globalThis.fetch;
  /** Gives up (the caller serves the page shell instead) when this signal aborts. */
  signal?: AbortSignal;
  /**
   * The catalogue's revision, when the caller knows it: closed menus' HTML is then kept for the next
   * render under the same revision (see ClosedPanelCache).
   */
  revision?: string;
}

export interface RenderedApp {
  /** The app's HTML, for inside `<div id="root">`. */
  html: string;
  /** The styles the HTML uses, as `<style>` elements for the page's `<head>`. */
  styles: string;
  /** Every GET answer the render used, as text by path and query: the page's boot data, so hydration asks for none again. */
  bootData: BootAnswers;
  /** The store's colours as CSS custom properties for `<html style>`, as the browser sets them ('' when none). */
  rootStyle: string;
  /** The theme rendered (the browser renders afresh instead of hydrating if it resolves another). */
  theme: string;
  /** The page's LCP pictures, as its markup asks for them: the server preloads them in `<head>`. */
  priorityImages: PriorityImage[];
}

const noop = () => undefined;

// CMS pages, product descriptions and FAQ answers are sanitised by DOMPurify, which needs a DOM.
sanitizeInWindow(new JSDOM('').window as unknown as Parameters<typeof sanitizeInWindow>[0]);

// A page is rendered once from data loaded before: observer components need not track what they read (each
// would set up a reaction, kept until a timer disposes of it, since a server render never mounts).
enableStaticRendering(true);

const closedPanels = new ClosedPanelCache();

/**
 * Renders a public page on the server with the storefront's own route table, stores and SDK, for an
 * anonymous shopper (never anyone's tokens: the page may be cached and served to anyone). It loads what the
 * page shows first through the stores (app/route-data.ts), then renders with React's streaming renderer,
 * collected whole once every Suspense boundary has resolved (the lazy screen and footer chunks); Emotion's
 * styles are collected for the page's head. Rejects when a request failed on the server's side (the page
 * would show an error the browser might not) or on abort; the caller then serves the page shell.
 */
export async function renderPage({ url, origin, fetch, signal, revision }: RenderPageInput): Promise<RenderedApp> {
  const location = new URL(url, origin);
  const recorder = recordingFetch(fetch, origin);
  const config = await loadAppConfig({ location, sessionStorage: null, fetch: recorder.fetch });
  const store = createRootStore({
    baseUrl: new URL(config.apiBase, origin).href,
    fetch: recorder.fetch,
    tokenStore: createMemoryTokenStore(),
    notifier: { success: noop, error: noop },
    navigator: { navigate: noop },
    env: storeEnvironment(config, location.host, null),
    localePage: renderedPage(location.pathname + location.search),
  });
  // One instance per request, in the URL's language: two shoppers may be rendered at once in two languages.
  const i18n = createI18n(store.locale.locale, ...ALL_CATALOGS[store.locale.locale]);
  const [chrome] = await Promise.all([preloadChrome(), loadPage(store, location)]);
  if (recorder.serverFailures > 0) throw new Error(`${recorder.serverFailures} request(s) failed while loading ${url}`);
  signal?.throwIfAborted();

  const priorityImages: PriorityImage[] = [];
  const styles = collectPageStyles();
  const basename = routerBasename(location.pathname);
  const panelVariant = `${store.settings.theme} ${store.locale.locale} ${basename}`;
  const panels = revision === undefined ? null : closedPanels.forRender(revision, panelVariant, styles);
  const html = await renderWhole(
    <CacheProvider value={styles.cache}>
      <ClosedPanelHtmlContext.Provider value={panels}>
        <I18nProvider i18n={i18n}>
          <PriorityImagesContext.Provider value={priorityImages}>
            <App
              store={store}
              navigator={{ bind: noop, navigate: noop }}
              chrome={chrome}
              serverRendered
              Router={({ children }) => <StaticRouter basename={basename} location={location.pathname + location.search}>{children}</StaticRouter>}
            />
          </PriorityImagesContext.Provider>
        </I18nProvider>
      </ClosedPanelHtmlContext.Provider>
    </CacheProvider>,
    signal,
  );
  const colours = store.settings.colours;
  return {
    html: panels ? panels.keepMarked(html) : html,
    styles: styles.styleTags(),
    bootData: await recorder.answers(),
    rootStyle: colours ? rootColourStyle(storeColorVariables(colours)) : '',
    theme: store.settings.theme,
    priorityImages,
  };
}

/** The whole HTML of `element`, once every Suspense boundary has resolved; rejects on a render error or abort. */
export function renderWhole(element: JSX.Element, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        // React 18's Node renderer writes a whole 2,048-byte buffer when a multi-byte character (Devanagari,
        // ₹) does not fit at its end, zeros included, and the character again at the start of the next one:
        // the zeros are all it adds, and a NUL is never the app's own text.
        resolve(Buffer.concat(chunks).toString('utf8').replaceAll('\0', ''));
        done();
      },
    });
    let failed: unknown = null;
    const stream = renderToPipeableStream(element, {
      onAllReady() {
        if (failed) reject(failed);
        else stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        // An error inside a boundary would leave the browser to render that part: serve the shell instead.
        failed ??= error;
      },
    });
    signal?.addEventListener('abort', () => {
      stream.abort(signal.reason);
      reject(signal.reason);
    });
  });
}
