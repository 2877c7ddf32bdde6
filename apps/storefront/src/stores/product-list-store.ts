import { makeAutoObservable, observable } from 'mobx';
import { BRAND_FILTER_ID, CATEGORY_FILTER_ID } from '@storefront/domain';
import type { Brand, Category, PaginatedMeta, ProductFacets, ProductSummary } from '@storefront/sdk';
import type { StoreError } from './errors';
import type { ProductQuery } from './product-query';
import type { RootStore } from './root-store';
import { LatestRequest } from './support/latest-request';
import { RemoteValue } from './support/remote-value';
import { runRequest } from './support/run-request';

/** One option of a list filter. */
export interface FilterOption {
  id: number;
  name: string;
  checked: boolean;
  /** Nesting level of a category (0 for top level). */
  depth: number;
  /** Products it would list under the other filters' choices; undefined until the counts are in. */
  count?: number;
}

/** A list filter: Category (id 80) or Brand (id 26). */
export interface ProductFilter {
  id: number;
  name: string;
  options: FilterOption[];
}

/** What the counts are asked for: the list's filters without its order (the page is never part of it). */
export type FacetQuery = Omit<ProductQuery, 'sort'>;

/** The options shoppers can choose: with counts in, those with no product are hidden unless ticked. */
function countedOptions(options: FilterOption[], counts: readonly { id: number; count: number }[] | undefined): FilterOption[] {
  if (!counts) return options;
  const byId = new Map(counts.map((c) => [c.id, c.count]));
  return options
    .map((option) => ({ ...option, count: byId.get(option.id) ?? 0 }))
    .filter((option) => option.count > 0 || option.checked);
}

function flatten(categories: Category[], depth = 0): { category: Category; depth: number }[] {
  return categories.flatMap((category) => [
    { category, depth },
    ...flatten(category.childrens ?? [], depth + 1),
  ]);
}

/** The product list (`/products`): its pages, its query and the Category and Brand filters. */
export class ProductListStore {
  products: ProductSummary[] = [];
  pagination: PaginatedMeta | null = null;
  page = 1;
  query: ProductQuery = {};
  loading = false;
  error: StoreError | null = null;

  /** Every brand (the Brand filter's options). */
  readonly brands = new RemoteValue<Brand[]>([]);
  /** How many products each option would list under the current choice (null until loaded, or on failure). */
  readonly facets = new RemoteValue<ProductFacets | null>(null);
  /** The query `facets` answers (or is being loaded for). */
  private facetsKey: string | null = null;
  selectedCategoryIds: number[] = [];
  selectedBrandIds: number[] = [];

  private readonly latest = new LatestRequest();
  private readonly facetsLatest = new LatestRequest();

  constructor(readonly root: RootStore) {
    // Pages are replaced or appended as a new array, never edited in place: a reference is enough to observe,
    // and converting every product of a page into observables showed in the list's first-render profile.
    makeAutoObservable<this, 'latest' | 'facetsLatest' | 'facetsKey'>(
      this,
      { root: false, brands: false, facets: false, facetsKey: false, latest: false, facetsLatest: false, products: observable.ref, pagination: observable.ref, query: observable.ref },
      { autoBind: true },
    );
  }

  /** True while later pages exist. */
  get hasMorePages(): boolean {
    return this.pagination !== null && this.pagination.current_page < this.pagination.total_pages;
  }

  /** The Category (id 80) and Brand (id 26) filters; options start unchecked. */
  get filters(): ProductFilter[] {
    const categories = new Set(this.selectedCategoryIds);
    const brands = new Set(this.selectedBrandIds);
    return [
      {
        id: CATEGORY_FILTER_ID,
        name: 'Category',
        options: countedOptions(
          flatten(this.root.categories.tree.value).map(({ category, depth }) => ({
            id: category.id,
            name: category.name,
            checked: categories.has(category.id),
            depth,
          })),
          this.facets.value?.categories,
        ),
      },
      {
        id: BRAND_FILTER_ID,
        name: 'Brand',
        options: countedOptions(
          this.brands.value.map((brand) => ({
            id: brand.id,
            name: brand.name,
            checked: brands.has(brand.id),
            depth: 0,
          })),
          this.facets.value?.brands,
        ),
      },
    ];
  }

  /** Ticks or unticks a filter option. */
  toggleFilterOption(filterId: number, optionId: number): void {
    const key = filterId === BRAND_FILTER_ID ? 'selectedBrandIds' : 'selectedCategoryIds';
    const current = this[key];
    this[key] = current.includes(optionId) ? current.filter((id) => id !== optionId) : [...current, optionId];
  }

  /** Takes the filter ticks from a list query (e.g. the URL's category_ids). */
  setSelectedFilters(query: ProductQuery): void {
    this.selectedCategoryIds = [...(query['category_ids[]'] ?? [])];
    this.selectedBrandIds = [...(query['brand_ids[]'] ?? [])];
  }

  clearFilters(): void {
    this.selectedCategoryIds = [];
    this.selectedBrandIds = [];
  }

  /** The list query with the ticked filters applied. */
  get filteredQuery(): ProductQuery {
    const query: ProductQuery = { ...this.query };
    delete query['category_ids[]'];
    delete query['brand_ids[]'];
    if (this.selectedCategoryIds.length) query['category_ids[]'] = [...this.selectedCategoryIds];
    if (this.selectedBrandIds.length) query['brand_ids[]'] = [...this.selectedBrandIds];
    return query;
  }

  /** What the filters need, each loaded once: every brand, and the category tree if start-up has not. */
  async loadFilters(): Promise<void> {
    const { notifier, sdk, categories } = this.root;
    const pending: Promise<unknown>[] = [];
    if (this.brands.value.length === 0 && !this.brands.loading) pending.push(this.brands.load(notifier, () => sdk.catalog.brands()));
    if (categories.tree.value.length === 0 && !categories.tree.loading) pending.push(categories.loadTree());
    await Promise.all(pending);
  }

  /**
   * The counts of every option under `query` (the list's filters), unless they are already in or on their
   * way: the server's render loads them, and the hydrating screen asks again for the same query.
   */
  async loadFacets(query: FacetQuery): Promise<void> {
    const key = JSON.stringify(query);
    if (key === this.facetsKey && (this.facets.loading || this.facets.value !== null)) return;
    this.facetsKey = key;
    const { notifier, sdk } = this.root;
    await this.facets.load(notifier, () => sdk.catalog.facets(query), this.facetsLatest.begin());
  }

  /**
   * One page of the list. Page 1 replaces the list, page 2 and later append (docs/product.md §4); a failure
   * empties it. An answer to an older request than the latest is dropped.
   */
  async load(query: ProductQuery = {}, page = 1): Promise<void> {
    this.query = query;
    this.page = page;
    await runRequest(this.root.notifier, () => this.root.sdk.catalog.filter({ ...query, page }), {
      isCurrent: this.latest.begin(),
      loading: (on) => {
        this.loading = on;
        if (on) this.error = null;
      },
      onSuccess: ({ data, meta }) => {
        this.products = page > 1 ? [...this.products, ...data] : data;
        this.pagination = meta;
        this.page = meta.current_page ?? page;
      },
      onFailure: (error) => {
        this.products = [];
        this.pagination = null;
        this.error = error;
      },
    });
  }

  /** What the list screen shows for a URL: its filters ticked, and its page (`?page=`, the first by default). */
  showListPage(query: ProductQuery, page = 1): Promise<void> {
    this.setSelectedFilters(query);
    // A later page landed on directly starts the list there, not after another list's products.
    if (page > 1) this.products = [];
    return this.load(query, page);
  }

  /** Appends the next page of the current list. */
  loadNextPage(): Promise<void> {
    return this.load(this.query, this.page + 1);
  }
}
