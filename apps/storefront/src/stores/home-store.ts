import { makeAutoObservable } from 'mobx';
import type { Banner, Brand, CategoryProducts, Collection, ProductSummary } from '@storefront/sdk';
import type { StoreError } from './errors';
import type { RootStore } from './root-store';
import { RemoteValue } from './support/remote-value';

/** The home sections (docs/product.md §3 "Home data"; categories are `categories.tree`). */
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

type SectionValues = { [K in HomeSection]: RemoteValue<HomeSections[K]> };

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

/** The same fact about every home section. */
function perSection<T>(read: (section: HomeSection) => T): Record<HomeSection, T> {
  return Object.fromEntries(HOME_SECTIONS.map((section) => [section, read(section)])) as Record<HomeSection, T>;
}

/** The home sections, each with its own loading flag and failure state. */
export class HomeStore {
  private readonly values: SectionValues = {
    banners: new RemoteValue<Banner[]>([]),
    allCollection: new RemoteValue<ProductSummary[]>([]),
    collections: new RemoteValue<Collection[]>([]),
    trendingProducts: new RemoteValue<ProductSummary[]>([]),
    weeklyTrendingList: new RemoteValue<ProductSummary[]>([]),
    bestSellingList: new RemoteValue<ProductSummary[]>([]),
    categoryProducts: new RemoteValue<CategoryProducts[]>([]),
    brands: new RemoteValue<Brand[]>([]),
  };

  constructor(readonly root: RootStore) {
    makeAutoObservable<this, 'values'>(this, { root: false, values: false }, { autoBind: true });
  }

  get sections(): HomeSections {
    return perSection((section) => this.values[section].value) as HomeSections;
  }

  get loading(): Record<HomeSection, boolean> {
    return perSection((section) => this.values[section].loading);
  }

  get errors(): Record<HomeSection, StoreError | null> {
    return perSection((section) => this.values[section].error);
  }

  get loadingAny(): boolean {
    return HOME_SECTIONS.some((section) => this.values[section].loading);
  }

  /** No section has anything to show (not loaded yet, or every one failed or came back empty). */
  get empty(): boolean {
    return HOME_SECTIONS.every((section) => this.values[section].value.length === 0);
  }

  /** Loads the sections unless they are in or on their way (a shopper coming back keeps what came). */
  loadIfEmpty(): Promise<void> {
    return !this.loadingAny && this.empty ? this.load() : Promise.resolve();
  }

  /** Every home section at once. */
  async load(): Promise<void> {
    const { notifier, sdk } = this.root;
    const { catalog, content } = sdk;
    const { values } = this;
    await Promise.all([
      values.banners.load(notifier, () => content.banners()),
      values.allCollection.load(notifier, () => catalog.filter({ page: 1 })),
      values.collections.load(notifier, () => catalog.collections()),
      values.trendingProducts.load(notifier, () => catalog.trending()),
      values.weeklyTrendingList.load(notifier, () => catalog.trending({ period: 'weekly' })),
      values.bestSellingList.load(notifier, () => catalog.bestSelling()),
      values.categoryProducts.load(notifier, () => catalog.categoryProducts()),
      values.brands.load(notifier, () => catalog.brands({ featured: true })),
    ]);
  }
}
