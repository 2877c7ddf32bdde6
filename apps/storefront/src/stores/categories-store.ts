import { makeAutoObservable } from 'mobx';
import { headerCategoryLimit } from '@storefront/domain';
import type { Category } from '@storefront/sdk';
import type { RootStore } from './root-store';
import { RemoteValue } from './support/remote-value';

/** Categories with only the children flagged show_on_header, to three levels (the mega menu's tree). */
function headerTree(categories: Category[], depth = 1): Category[] {
  return categories
    .filter((category) => category.show_on_header)
    .map((category) => ({
      ...category,
      childrens: depth < 3 ? headerTree(category.childrens ?? [], depth + 1) : [],
    }));
}

/** The category tree (header menus, the list's Category filter, category pages) and the footer's top categories. */
export class CategoriesStore {
  /** The whole category tree (`childrens`, three levels). */
  readonly tree = new RemoteValue<Category[]>([]);

  constructor(readonly root: RootStore) {
    makeAutoObservable(this, { root: false, tree: false }, { autoBind: true });
  }

  /**
   * Footer "Top Categories": the tree's top-level categories flagged is_top, which is exactly what
   * GET /categories answers; taken from the tree so a page carries the categories once (docs/decisions.md,
   * "Top categories from the tree").
   */
  get top(): Category[] {
    return this.tree.value.filter((category) => category.is_top);
  }

  /** Every category flagged show_on_header, flagged children only: the header's entries and More's. */
  get flaggedTree(): Category[] {
    return headerTree(this.tree.value);
  }

  /** Header entries: the first 5 categories flagged show_on_header (4 in Garment), flagged children only. */
  get headerCategories(): Category[] {
    return this.flaggedTree.slice(0, headerCategoryLimit(this.root.settings.theme));
  }

  /** Flagged categories beyond the header's limit, listed under More. */
  get moreCategories(): Category[] {
    return this.flaggedTree.slice(headerCategoryLimit(this.root.settings.theme));
  }

  async loadTree(): Promise<void> {
    await this.tree.load(this.root.notifier, () => this.root.sdk.catalog.allCategories());
  }
}
