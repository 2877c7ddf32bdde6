import { makeAutoObservable, runInAction } from 'mobx';
import { BRAND_FILTER_ID, CATEGORY_FILTER_ID, headerCategoryLimit } from '@storefront/domain';
import type {
  Banner,
  Brand,
  Category,
  CategoryProducts,
  Collection,
  PaginatedMeta,
  ProductDetail,
  ProductSummary,
} from '@storefront/sdk';
import { toStoreError, type StoreError } from './errors';
import type { ProductQuery } from './product-query';
import type { RootStore } from './root-store';

/** The home sections (spec section 3 "Home data"; categories are `catalog.categories`). */
export interface HomeSections {
  banners: Banner[];
  /** The first page of all products (`GET /products/filter?page=1`). */
  allCollection: ProductSummary[];
  /** Named collections with their products. */
  collections: Collection[];
  trendingProducts: ProductSummary[];
  weeklyTrendingList: ProductSummary[];
  bestSellingList: ProductSummary[];
  categoryProducts: CategoryProducts[];
  /** Featured brands. */
  brands: Brand[];
}

export type HomeSection = keyof HomeSections;

const HOME_SECTIONS: HomeSection[] = [
  'banners',
  'allCollection',
  'collections',
  'trendingProducts',
  'weeklyTrendingList',
  'bestSellingList',
  'categoryProducts',
  'brands',
];

const emptyHome = (): HomeSections => ({
  banners: [],
  allCollection: [],
  collections: [],
  trendingProducts: [],
  weeklyTrendingList: [],
  bestSellingList: [],
  categoryProducts: [],
  brands: [],
});

const flags = <T>(value: T): Record<HomeSection, T> =>
  Object.fromEntries(HOME_SECTIONS.map((key) => [key, value])) as Record<HomeSection, T>;

/** One option of a list filter. */
export interface FilterOption {
  id: number;
  name: string;
  checked: boolean;
  /** Nesting level of a category (0 for top level). */
  depth: number;
}

/** A list filter: Category (id 80) or Brand (id 26). */
export interface ProductFilter {
  id: number;
  name: string;
  options: FilterOption[];
}

/** Categories with only the children flagged show_on_header, to three levels (the mega menu's tree). */
function headerTree(categories: Category[], depth = 1): Category[] {
  return categories
    .filter((category) => category.show_on_header)
    .map((category) => ({
      ...category,
      childrens: depth < 3 ? headerTree(category.childrens ?? [], depth + 1) : [],
    }));
}

function flatten(categories: Category[], depth = 0): { category: Category; depth: number }[] {
  return categories.flatMap((category) => [
    { category, depth },
    ...flatten(category.childrens ?? [], depth + 1),
  ]);
}

/** Categories, home sections, the product list with its filters, and the product detail. */
export class CatalogStore {
  home: HomeSections = emptyHome();
  homeLoading: Record<HomeSection, boolean> = flags(false);
  homeErrors: Record<HomeSection, StoreError | null> = flags<StoreError | null>(null);

  /** The whole category tree (`childrens`, three levels). */
  categories: Category[] = [];
  categoriesLoading = false;
  categoriesError: StoreError | null = null;

  /** Footer "Top Categories". */
  topCategories: Category[] = [];
  topCategoriesLoading = false;
  topCategoriesError: StoreError | null = null;

  /** Every brand (the Brand filter's options). */
  allBrands: Brand[] = [];
  brandsLoading = false;
  brandsError: StoreError | null = null;

  products: ProductSummary[] = [];
  pagination: PaginatedMeta | null = null;
  page = 1;
  query: ProductQuery = {};
  productsLoading = false;
  productsError: StoreError | null = null;

  selectedCategoryIds: number[] = [];
  selectedBrandIds: number[] = [];

  singleProduct: ProductDetail | null = null;
  productLoading = false;
  productError: StoreError | null = null;

  private productsRequest = 0;
  private productRequest = 0;

  constructor(readonly root: RootStore) {
    makeAutoObservable<this, 'productsRequest' | 'productRequest'>(this, {
      root: false,
      productsRequest: false,
      productRequest: false,
    }, { autoBind: true });
  }

  /** Header entries: the first 5 categories flagged show_on_header (4 in Garment), flagged children only. */
  get headerCategories(): Category[] {
    return headerTree(this.categories).slice(0, headerCategoryLimit(this.root.settings.theme));
  }

  /** Flagged categories beyond the header's limit, listed under More. */
  get moreCategories(): Category[] {
    return headerTree(this.categories).slice(headerCategoryLimit(this.root.settings.theme));
  }

  /** The "All Categories" menu: the whole tree. */
  get allCategories(): Category[] {
    return this.categories;
  }

  get homeLoadingAny(): boolean {
    return HOME_SECTIONS.some((key) => this.homeLoading[key]);
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
        options: flatten(this.categories).map(({ category, depth }) => ({
          id: category.id,
          name: category.name,
          checked: categories.has(category.id),
          depth,
        })),
      },
      {
        id: BRAND_FILTER_ID,
        name: 'Brand',
        options: this.allBrands.map((brand) => ({
          id: brand.id,
          name: brand.name,
          checked: brands.has(brand.id),
          depth: 0,
        })),
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

  async loadCategories(): Promise<void> {
    this.categoriesLoading = true;
    this.categoriesError = null;
    try {
      const { data } = await this.root.sdk.catalog.allCategories();
      runInAction(() => {
        this.categories = data;
      });
    } catch (error) {
      runInAction(() => {
        this.categories = [];
        this.categoriesError = toStoreError(error);
      });
    } finally {
      runInAction(() => {
        this.categoriesLoading = false;
      });
    }
  }

  async loadTopCategories(): Promise<void> {
    this.topCategoriesLoading = true;
    this.topCategoriesError = null;
    try {
      const { data } = await this.root.sdk.catalog.categories();
      runInAction(() => {
        this.topCategories = data;
      });
    } catch (error) {
      runInAction(() => {
        this.topCategories = [];
        this.topCategoriesError = toStoreError(error);
      });
    } finally {
      runInAction(() => {
        this.topCategoriesLoading = false;
      });
    }
  }

  /** Every brand, for the Brand filter (loaded once). */
  async loadBrands(): Promise<void> {
    this.brandsLoading = true;
    this.brandsError = null;
    try {
      const { data } = await this.root.sdk.catalog.brands();
      runInAction(() => {
        this.allBrands = data;
      });
    } catch (error) {
      runInAction(() => {
        this.allBrands = [];
        this.brandsError = toStoreError(error);
      });
    } finally {
      runInAction(() => {
        this.brandsLoading = false;
      });
    }
  }

  /** What the product list's filters need: brands (categories come with start-up). */
  async loadFilters(): Promise<void> {
    const pending: Promise<void>[] = [];
    if (this.allBrands.length === 0 && !this.brandsLoading) pending.push(this.loadBrands());
    if (this.categories.length === 0 && !this.categoriesLoading) pending.push(this.loadCategories());
    await Promise.all(pending);
  }

  /** Every home section at once, each with its own loading flag and failure state. */
  async loadHome(): Promise<void> {
    const { catalog, content } = this.root.sdk;
    await Promise.all([
      this.loadSection('banners', async () => (await content.banners()).data),
      this.loadSection('allCollection', async () => (await catalog.filter({ page: 1 })).data),
      this.loadSection('collections', async () => (await catalog.collections()).data),
      this.loadSection('trendingProducts', async () => (await catalog.trending()).data),
      this.loadSection('weeklyTrendingList', async () => (await catalog.trending({ period: 'weekly' })).data),
      this.loadSection('bestSellingList', async () => (await catalog.bestSelling()).data),
      this.loadSection('categoryProducts', async () => (await catalog.categoryProducts()).data),
      this.loadSection('brands', async () => (await catalog.brands({ featured: true })).data),
    ]);
  }

  private async loadSection<K extends HomeSection>(key: K, fetch: () => Promise<HomeSections[K]>): Promise<void> {
    runInAction(() => {
      this.homeLoading[key] = true;
      this.homeErrors[key] = null;
    });
    try {
      const value = await fetch();
      runInAction(() => {
        this.home[key] = value;
      });
    } catch (error) {
      runInAction(() => {
        this.home[key] = [] as HomeSections[K];
        this.homeErrors[key] = toStoreError(error);
      });
    } finally {
      runInAction(() => {
        this.homeLoading[key] = false;
      });
    }
  }

  /**
   * One page of the product list. Page 1 replaces the list, page 2 and later append (spec section 4); a
   * failure empties it. A response to an older request than the latest is ignored.
   */
  async loadProducts(query: ProductQuery = {}, page = 1): Promise<void> {
    const request = ++this.productsRequest;
    this.productsLoading = true;
    this.productsError = null;
    this.query = query;
    this.page = page;
    try {
      const result = await this.root.sdk.catalog.filter({ ...query, page });
      if (request !== this.productsRequest) return;
      runInAction(() => {
        this.products = page > 1 ? [...this.products, ...result.data] : result.data;
        this.pagination = result.meta;
        this.page = result.meta.current_page ?? page;
      });
    } catch (error) {
      if (request !== this.productsRequest) return;
      runInAction(() => {
        this.products = [];
        this.pagination = null;
        this.productsError = toStoreError(error);
      });
    } finally {
      if (request === this.productsRequest) {
        runInAction(() => {
          this.productsLoading = false;
        });
      }
    }
  }

  /** Appends the next page of the current list. */
  loadNextPage(): Promise<void> {
    return this.loadProducts(this.query, this.page + 1);
  }

  async loadProduct(id: number): Promise<ProductDetail | null> {
    const request = ++this.productRequest;
    this.productLoading = true;
    this.productError = null;
    if (this.singleProduct?.id !== id) this.singleProduct = null;
    try {
      const { data } = await this.root.sdk.catalog.product(id);
      if (request !== this.productRequest) return data;
      runInAction(() => {
        this.singleProduct = data;
      });
      return data;
    } catch (error) {
      if (request === this.productRequest) {
        runInAction(() => {
          this.singleProduct = null;
          this.productError = toStoreError(error);
        });
      }
      return null;
    } finally {
      if (request === this.productRequest) {
        runInAction(() => {
          this.productLoading = false;
        });
      }
    }
  }
}
