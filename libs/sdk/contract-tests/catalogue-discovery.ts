import type { ProductDetail, ProductSummary, StorefrontSdk } from '../src';

/**
 * Finds products by what the API says about them, never by fixture ids: the suite must pass against the
 * fake's fixtures and the real API's seed alike.
 */
export class CatalogueDiscovery {
  private summaries: ProductSummary[] | null = null;
  private readonly details = new Map<number, ProductDetail>();

  constructor(private readonly sdk: StorefrontSdk) {}

  /** Every product, all pages. */
  async all(): Promise<ProductSummary[]> {
    if (!this.summaries) {
      const first = await this.sdk.catalog.filter({ per_page: 60 });
      const pages = first.meta.total_pages;
      const rest = await Promise.all(
        Array.from({ length: Math.max(0, pages - 1) }, (_, i) => this.sdk.catalog.filter({ per_page: 60, page: i + 2 })),
      );
      this.summaries = [first, ...rest].flatMap((page) => page.data);
    }
    return this.summaries;
  }

  async detail(id: number): Promise<ProductDetail> {
    let detail = this.details.get(id);
    if (!detail) {
      detail = (await this.sdk.catalog.product(id)).data;
      this.details.set(id, detail);
    }
    return detail;
  }

  /**
   * A product without variants (so it is added as `Product`), in stock, not on back order, with at least
   * `minStock` units (and fewer than 999, so "stock + 1" is a valid quantity), optionally cheaper than a price.
   */
  async simpleInStock(options: { minStock?: number; below?: number; exclude?: number[] } = {}): Promise<ProductDetail> {
    const { minStock = 2, below = Infinity, exclude = [] } = options;
    const candidates = (await this.all())
      .filter((p) => p.in_stock && !p.back_order && p.stock_qty >= minStock && p.stock_qty < 999)
      .filter((p) => p.price_with_tax < below && !exclude.includes(p.id))
      .sort((a, b) => b.stock_qty - a.stock_qty);
    for (const candidate of candidates) {
      const detail = await this.detail(candidate.id);
      if (detail.variants.length === 0) return detail;
    }
    throw new Error(`No simple in-stock product with ${minStock}+ units below ${below} in the catalogue`);
  }

  /** A simple product cheaper than `minimum`, with enough stock to reach it: the quantity that does. */
  async reachingMinimum(minimum: number): Promise<{ product: ProductDetail; quantity: number }> {
    const candidates = (await this.all()).filter((p) => {
      const quantity = Math.ceil(minimum / p.price_with_tax);
      return p.in_stock && !p.back_order && p.price_with_tax < minimum && quantity <= p.stock_qty && quantity <= 999;
    });
    for (const candidate of candidates) {
      const product = await this.detail(candidate.id);
      if (product.variants.length === 0) return { product, quantity: Math.ceil(minimum / product.price_with_tax) };
    }
    throw new Error(`No simple product can reach a cart of ${minimum}`);
  }

  async withVariants(): Promise<ProductDetail> {
    for (const summary of await this.all()) {
      const detail = await this.detail(summary.id);
      if (detail.variants.length > 0) return detail;
    }
    throw new Error('No product with variants in the catalogue');
  }
}
