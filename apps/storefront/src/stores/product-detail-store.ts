import { makeAutoObservable } from 'mobx';
import type { ProductDetail } from '@storefront/sdk';
import type { RootStore } from './root-store';
import { LatestRequest } from './support/latest-request';
import { RemoteValue } from './support/remote-value';

/** The product the detail screen shows. */
export class ProductDetailStore {
  readonly product = new RemoteValue<ProductDetail | null>(null);
  private readonly latest = new LatestRequest();

  constructor(readonly root: RootStore) {
    makeAutoObservable<this, 'latest'>(this, { root: false, product: false, latest: false }, { autoBind: true });
  }

  /** Loads a product; only the last product asked for lands (a quick switch drops the earlier answer). */
  async load(id: number): Promise<ProductDetail | null> {
    // Another product's page must not show the previous one while this one loads.
    if (this.product.value?.id !== id) this.product.value = null;
    const result = await this.product.load(this.root.notifier, () => this.root.sdk.catalog.product(id), this.latest.begin());
    return result.ok ? result.data : null;
  }
}
