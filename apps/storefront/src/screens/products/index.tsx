import { css } from '@emotion/react';
import {
  IN_STOCK_PARAM,
  listPageParam,
  parseListQuery,
  PRICE_PARAMS,
  withOption,
  withoutOptions,
  withParam,
  withParams,
} from '@storefront/domain';
import type { Locale } from '@storefront/domain';
import { useLocale, useT, type Translate } from '@storefront/i18n';
import { Button, Container, mq, useHydrated, useTokens, visuallyHiddenStyles } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { pageDataKeys, useStores } from '../../stores';
import { countText } from '../shared/count-text';
import { ProductGrid, ProductGridSkeleton } from '../shared/product-grid';
import { ScreenError } from '../shared/screen-error';
import { linkStyles, screenStyles, titleStyles } from '../shared/styles';
import { usePageTitle } from '../shared/use-page-title';
import { FilterPanel } from './filter-panel';
import { listHeading } from './list-heading';
import { toFacetQuery, toProductQuery } from './list-query';
import { SortSelect } from './sort-select';
import { AppLink } from '../../components/links/app-link';

/**
 * /products: the list with `?query=` search, `?category_ids[<id>]=<name>` and `?brand_ids[<id>]=<name>`
 * filters and `?sort=`. The URL is the source of truth: a filter tick rewrites it, which reloads page 1;
 * "Load more" appends the next page.
 */
const ProductsScreen = observer(function ProductsScreen() {
  const t = useTokens();
  const tr = useT();
  const locale = useLocale();
  const root = useStores();
  const { productList } = root;
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const listQuery = useMemo(() => parseListQuery(search), [search]);
  const sort = listQuery.sort ?? 'newest';
  // "Load more" drawn by the server does nothing until the page has hydrated: disabled until then.
  const live = useHydrated();

  useEffect(() => {
    const query = toProductQuery(listQuery);
    const page = listPageParam(search);
    root.loadOnMount(pageDataKeys.productList(query, page), () => productList.showListPage(query, page));
    // The page number is read once with the query: "Load more" appends without changing the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [root, productList, listQuery]);

  useEffect(() => {
    void productList.loadFilters();
  }, [productList]);

  useEffect(() => {
    void productList.loadFacets(toFacetQuery(listQuery));
  }, [productList, listQuery]);

  // The price inputs show the URL's text as written, so a mistaken value is seen with its reason.
  const priceText = useMemo(() => {
    const params = new URLSearchParams(search);
    return { min: params.get(PRICE_PARAMS.min) ?? '', max: params.get(PRICE_PARAMS.max) ?? '' };
  }, [search]);
  const priceListAddress = useMemo(() => {
    const replaced = new Set<string>([PRICE_PARAMS.min, PRICE_PARAMS.max, 'page']);
    const otherParams = [...new URLSearchParams(search)].filter(([name]) => !replaced.has(name));
    return { pathname, otherParams };
  }, [pathname, search]);

  const heading = listHeading(listQuery, productList.filters, tr);
  usePageTitle(heading);

  const go = (next: string) => navigate({ pathname, search: next });
  const { products, loading: productsLoading, error: productsError, pagination } = productList;
  const firstPageLoading = productsLoading && productList.page <= 1;
  const nextPageLoading = productsLoading && productList.page > 1;
  const filtered =
    listQuery.text !== '' ||
    listQuery.categories.length > 0 ||
    listQuery.brands.length > 0 ||
    listQuery.price !== undefined ||
    listQuery.inStock === true;

  return (
    <Container css={screenStyles(t)}>
      <h1 css={titleStyles(t)}>{heading}</h1>
      <div
        css={css`
          display: grid;
          gap: ${t.space.lg};
          ${mq.md} {
            grid-template-columns: 240px minmax(0, 1fr);
            align-items: start;
          }
        `}
      >
        <FilterPanel
          onToggle={(key, option, on) => go(withOption(search, key, option, on))}
          onClear={() => go(withoutOptions(search))}
          price={{ text: priceText, urlError: listQuery.priceError, listAddress: priceListAddress }}
          onPrice={(range) =>
            go(
              withParams(search, {
                [PRICE_PARAMS.min]: range.min === undefined ? undefined : String(range.min),
                [PRICE_PARAMS.max]: range.max === undefined ? undefined : String(range.max),
                page: undefined,
              }),
            )
          }
          inStock={listQuery.inStock === true}
          onInStock={(on) => go(withParams(search, { [IN_STOCK_PARAM]: on ? 'true' : undefined, page: undefined }))}
        />
        <section aria-labelledby="product-results-title" aria-busy={productsLoading || undefined}>
          <h2 id="product-results-title" css={visuallyHiddenStyles}>
            {tr('browse.list.products')}
          </h2>
          <div
            css={css`
              display: flex;
              flex-wrap: wrap;
              align-items: center;
              justify-content: space-between;
              gap: ${t.space.sm};
              margin-bottom: ${t.space.md};
            `}
          >
            <p role="status" css={{ margin: 0, color: t.colors.muted }}>
              {pagination && !firstPageLoading ? resultCount(tr, locale, products.length, pagination.total_count) : ''}
            </p>
            <SortSelect value={sort} onChange={(value) => go(withParam(search, 'sort', value === 'newest' ? null : value))} />
          </div>
          {firstPageLoading ? (
            <ProductGridSkeleton />
          ) : productsError && products.length === 0 ? (
            <ScreenError
              message={productsError.message}
              onRetry={() => void productList.load(toProductQuery(listQuery), 1)}
            />
          ) : products.length === 0 ? (
            <div css={{ padding: `${t.space.xl} 0`, textAlign: 'center' }}>
              <p css={{ fontSize: t.fontSizes.lg, margin: `0 0 ${t.space.sm}` }}>{tr('browse.list.none')}</p>
              {filtered && (
                <AppLink to="/products" css={linkStyles(t)}>
                  {tr('browse.list.seeAll')}
                </AppLink>
              )}
            </div>
          ) : (
            <>
              <ProductGrid products={products} headingLevel={3} aboveTheFold />
              {(productList.hasMorePages || nextPageLoading) && (
                <div css={{ display: 'flex', justifyContent: 'center', marginTop: t.space.xl }}>
                  <Button variant="secondary" loading={nextPageLoading} disabled={!live} onClick={() => void productList.loadNextPage()}>
                    {tr('browse.list.more')}
                  </Button>
                  {/* Without scripts (a crawler, a phone with them off) the next page is a link to follow. */}
                  <noscript>
                    <a href={`${pathname}${withParam(search, 'page', String(productList.page + 1))}`} css={linkStyles(t)}>
                      {tr('browse.list.next')}
                    </a>
                  </noscript>
                </div>
              )}
            </>
          )}
        </section>
      </div>
    </Container>
  );
});

/** "12 products", or "Showing 20 of 45 products" while more pages remain. */
function resultCount(t: Translate, locale: Locale, shown: number, total: number): string {
  const values = { count: total, n: countText(total, locale), shown: countText(shown, locale) };
  return shown < total ? t('browse.list.showing', values) : t('browse.list.count', values);
}

export default ProductsScreen;
