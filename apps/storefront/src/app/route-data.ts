import { matchRoutes, type RouteObject } from 'react-router-dom';
import { pageDataKeys, type RootStore } from '../stores';
import { listPageParam, parseListQuery, productIdParam } from '@storefront/domain';
import { toFacetQuery, toProductQuery } from '../screens/products/list-query';
import type { PreloadableComponent } from '../code-splitting/preloadable-lazy';
import { routerBasename } from './locale-basename';
import { routes } from './routes';
import { CmsPageScreen, FaqsScreen, HomeScreen, ProductDetailScreen, ProductsScreen } from './screens';

/** Where a page is: the router's location. */
export interface PageLocation {
  pathname: string;
  search: string;
}

type Params = Record<string, string | undefined>;
type ScreenData = (store: RootStore, params: Params, search: string) => Promise<unknown>;

/**
 * What each public screen shows on its first render, loaded through the stores before the page is rendered:
 * by the server, and by the browser (answered from the page's boot data) before it hydrates. The screens
 * load the same on mount when they were not rendered this way (RootStore.loadOnMount).
 */
const SCREEN_DATA = new Map<unknown, ScreenData>([
  [HomeScreen, (store) => store.home.loadIfEmpty()],
  [
    ProductsScreen,
    (store, _params, search) => {
      const list = parseListQuery(search);
      const query = toProductQuery(list);
      const page = listPageParam(search);
      return Promise.all([
        store.loadForPage(pageDataKeys.productList(query, page), () => store.productList.showListPage(query, page)),
        store.productList.loadFilters(),
        store.productList.loadFacets(toFacetQuery(list)),
      ]);
    },
  ],
  [
    ProductDetailScreen,
    (store, params) => {
      const id = productIdParam(params.id);
      return id === null ? Promise.resolve() : store.loadForPage(pageDataKeys.product(id), () => store.productDetail.load(id));
    },
  ],
  [
    CmsPageScreen,
    (store, params) => {
      const slug = params.slug ?? '';
      return store.loadForPage(pageDataKeys.cmsPage(slug), () => store.content.loadPage(slug));
    },
  ],
  [FaqsScreen, (store) => store.loadForPage(pageDataKeys.faqs(), () => store.content.loadFaqs())],
]);

/** The screens the route table renders at `location` (outermost first, under its language prefix) and the matched params. */
function matchedScreens(location: PageLocation, table: RouteObject[]) {
  const matches = matchRoutes(table, location, routerBasename(location.pathname)) ?? [];
  const params = matches.at(-1)?.params ?? {};
  const screens = matches
    .map((match) => match.route.element)
    .filter((element): element is JSX.Element => typeof element === 'object' && element !== null && 'type' in element)
    .map((element) => element.type as unknown);
  return { screens, params };
}

/**
 * Prepares a page for rendering without suspending: the public start-up data, the matched screen's data,
 * and the screen's code. Resolves when all are in (failures are kept by the stores, as on any load).
 */
export async function loadPage(store: RootStore, location: PageLocation, table: RouteObject[] = routes): Promise<void> {
  const { screens, params } = matchedScreens(location, table);
  await Promise.all([
    store.startPublic(),
    ...screens.map((screen) => SCREEN_DATA.get(screen)?.(store, params, location.search)),
    ...screens.map((screen) => (screen as Partial<PreloadableComponent<typeof HomeScreen>>).preload?.()),
  ]);
}

