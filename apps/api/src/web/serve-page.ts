import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from '../http/contract';
import { bootDataPaths, injectBootData, loadBootData } from './page-head/boot-data';
import { injectSplashLogo } from './page-head/boot-splash';
import { buildPageHead } from './page-head/build-page-head';
import { firstRowPreloads } from './page-head/list-head';
import type { PageHead, PreloadImage } from './page-head/page-head';
import { chooseEncoding } from './page-head/content-encoding';
import { injectModulePreloads, modulesToPreload, readBuildManifest } from './page-head/module-preloads';
import { DEFAULT_LOCALE, htmlLang, localizePath, matchPageRoute, mediaIdOf, splitLocalePath, type BootAnswers, type Locale, type PageRoute } from '@storefront/domain';
import { FIRST_VISIT_VARY, firstVisitRedirect, redirectsByLanguage } from './first-visit-redirect';
import { withHtmlLang } from './page-head/page-language';
import { matchesEtag, renderedPage, type RenderedPage } from './page-head/rendered-page';
import { injectHead, renderHead } from './page-head/render-head';
import { siteOrigin } from './page-head/site-origin';
import { loadStoreIdentity } from './page-head/store-identity';
import { TtlCache } from './page-head/ttl-cache';
import { inProcessFetch } from './page-render/in-process-fetch';
import { deferAppStart } from './page-render/deferred-app-start';
import { injectRenderedApp } from './page-render/inject-rendered-app';
import { RenderGate, type RenderLimits } from './page-render/render-gate';
import type { RenderedApp, RenderPage } from './page-render/server-renderer';
import { readBuildFile } from './page-head/build-file';

/**
 * How long a rendered page is reused. Entries are keyed by the catalogue revision (a counter every
 * catalogue write bumps, catalog-reads/catalog-revision.ts), so a price or stock change shows on the next request
 * in every process; the time limit only bounds what depends on the clock, and a burst of visits to one page
 * (a campaign link) renders and compresses it once.
 */
export const PAGE_CACHE_TTL_MS = 30_000;
/**
 * Bounds memory whatever URLs clients make up: a rendered page is 100-260 KB of HTML plus its compressed
 * copies, so 200 of them stay under about 70 MB.
 */
const PAGE_CACHE_MAX_ENTRIES = 200;
/** Longer URLs are answered but not cached. */
const CACHEABLE_URL_LENGTH = 1024;

type Rendered = RenderedPage | { status: 301; location: string };

/**
 * Two renders at once per process, eight waiting, 2 s each: a render is a few milliseconds of CPU on the
 * event loop the JSON API shares, so more at once would only queue API calls behind them.
 */
export const RENDER_LIMITS: RenderLimits = { concurrency: 2, queue: 8, budgetMs: 2_000 };

/** Pages the server renders: the public ones. Checkout, account and the payment callback render in the browser. */
const SERVER_RENDERED = new Set<PageRoute['kind']>(['home', 'list', 'product', 'cms', 'titled', 'not-found']);

/**
 * The storefront's page answer: the built index.html with the page's own head (title, description,
 * canonical, Open Graph, JSON-LD, LCP preload), its screen's modules to preload (module-preloads.ts), and
 * for a public page the app rendered by the storefront's own React renderer (page-render/) with the boot
 * data that render used; otherwise (a private page, no server bundle, a render refused or failed) the
 * store's logo in the start-up splash (boot-splash.ts) and its boot data (boot-data.ts). Status 404 for a
 * missing product or page, 301 for a product's old slug. `no-cache` (revalidated with the ETag), brotli or
 * gzip as the client accepts. If the head cannot be built (the database is down), the plain shell is
 * served: the app still works.
 *
 * A Hindi address (`/hi/...`) is the same page as its English path in Hindi: `<html lang>`,
 * `Content-Language`, its own canonical, cached under its own URL. A first visit to an English address
 * may be sent to the browser's language first (first-visit-redirect.ts), before the cache is asked.
 */
export function createPageServer(
  app: FastifyInstance,
  indexFile: string,
  renderPage: RenderPage | null = null,
  limits: RenderLimits = RENDER_LIMITS,
  offered: readonly Locale[] = app.config.offeredLocales,
) {
  const cache = new TtlCache<Rendered>({ ttlMs: PAGE_CACHE_TTL_MS, maxEntries: PAGE_CACHE_MAX_ENTRIES });
  const shell = async () => {
    const html = await readBuildFile(indexFile);
    if (html === null) throw new Error(`The storefront's build has no ${indexFile}`);
    return html;
  };
  const configFile = path.join(path.dirname(indexFile), 'config.json');
  const gate = new RenderGate(limits);
  /** Shells served because a render was refused or failed: answered, never cached, so the next visit renders. */
  const stopgaps = new WeakSet<Rendered>();

  /** The app rendered by React for an anonymous shopper, or null (logged) when it cannot be: the shell then. */
  async function renderApp(origin: string, url: string, revision: number): Promise<RenderedApp | null> {
    if (!renderPage) return null;
    const result = await gate.run((signal) =>
      renderPage({ url, origin, fetch: inProcessFetch(app, origin, configFile), signal, revision: String(revision) }),
    );
    if (result.ok) return result.value;
    app.log.warn({ err: result.error, url, reason: result.reason }, 'page not rendered on the server: serving the app shell');
    return null;
  }

  async function render(origin: string, url: string, revision: number): Promise<Rendered> {
    // The route table knows English paths: a Hindi address is its path under the language prefix.
    const { locale, path: routePath } = splitLocalePath(url);
    const [shellHtml, manifest, store] = await Promise.all([shell(), readBuildManifest(indexFile), loadStoreIdentity(app.database.quickDb, locale)]);
    const html = withHtmlLang(shellHtml, locale);
    const route = matchPageRoute(routePath);
    const head = await buildPageHead({ db: app.db, origin, url: routePath, locale, store }, route);
    if (head.status === 301) return { status: 301, location: localizePath(head.location, locale) };
    const rendered = SERVER_RENDERED.has(route.kind) ? await renderApp(origin, url, revision) : null;
    const bootData = rendered ? rendered.bootData : await loadBootData(app, bootDataPaths(route, routePath), configFile, locale);
    const withPictures = { ...head, preloadImages: rendered ? rendered.priorityImages : shellPreloads(head, route, bootData) };
    const withHead = injectHead(html, renderHead(withPictures, origin, store.name, { locale, offered }));
    const preloads = modulesToPreload(manifest, route);
    // On the shell, before the app's HTML makes it hundreds of kilobytes long.
    const startedLater = rendered ? deferAppStart(withHead, manifest, preloads) : undefined;
    const withBody = rendered ? injectRenderedApp(startedLater ?? withHead, rendered) : injectSplashLogo(withHead, store.logo);
    const withScripts = startedLater ? withBody : injectModulePreloads(withBody, preloads);
    const page = renderedPage(head.status, injectBootData(withScripts, bootData));
    if (renderPage && SERVER_RENDERED.has(route.kind) && !rendered) stopgaps.add(page);
    return page;
  }

  /**
   * The shell's preloads: the head's pictures and the list's first row. Not pipeline photos: the app will
   * pick those by srcset, and a preload of a plain URL would be a second download.
   */
  function shellPreloads(head: PageHead, route: PageRoute, bootData: BootAnswers): PreloadImage[] {
    const firstPage = bootData[`${API_PREFIX}/products/filter?page=1`];
    const listPictures = route.kind === 'list' && firstPage !== undefined ? firstRowPreloads(JSON.parse(firstPage)) : [];
    return [...head.preloadImages, ...listPictures].filter((image) => mediaIdOf(image.href) === null);
  }

  return async function servePage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const languageRedirect = firstVisitRedirect(request, offered);
    if (languageRedirect) {
      return reply.header('cache-control', 'no-store').header('vary', FIRST_VISIT_VARY).redirect(languageRedirect, 302);
    }
    const origin = siteOrigin(request, app.config.publicUrl);
    const url = request.url;
    const locale = splitLocalePath(url).locale;
    let page: Rendered;
    try {
      const revision = await app.database.revision.read();
      page =
        url.length > CACHEABLE_URL_LENGTH
          ? await render(origin, url, revision)
          : await cache.getOrCompute(`${revision} ${origin} ${url}`, () => render(origin, url, revision), (page) => !stopgaps.has(page));
    } catch (error) {
      request.log.error({ err: error }, 'page head not built: serving the plain app shell');
      page = renderedPage(200, withHtmlLang(await shell(), locale));
    }
    reply.header('cache-control', 'no-cache');
    if (page.status === 301) return reply.redirect(page.location, 301);
    // An English address is answered by language only while another language may be redirected to.
    const vary = redirectsByLanguage(offered) && locale === DEFAULT_LOCALE ? `accept-encoding, ${FIRST_VISIT_VARY}` : 'accept-encoding';
    reply.header('vary', vary).header('content-language', htmlLang(locale)).header('etag', page.etag).type('text/html; charset=utf-8');
    if (page.status === 200 && matchesEtag(request.headers['if-none-match'], page.etag)) return reply.status(304).send();
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.status(page.status).send(await page.body(encoding));
  };
}
