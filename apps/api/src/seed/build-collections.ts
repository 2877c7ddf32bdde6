import type { NewRow } from '../db/schema';
import type { DemoCatalog } from './build-catalog';
import { COLLECTIONS } from './data/store-content';

const PER_COLLECTION = 12;

/** The home collections and their products, chosen from the catalogue by each collection's rule. */
export function buildCollections(catalog: DemoCatalog) {
  const byPopularity = [...catalog.products].sort((a, b) => (b.popularity ?? 0) - (a.popularity ?? 0));
  const collections: NewRow<'collections'>[] = [];
  const links: NewRow<'collection_products'>[] = [];
  for (const spec of COLLECTIONS) {
    let chosen: typeof catalog.products;
    const pick = spec.pick;
    if ('topCategory' in pick) chosen = byPopularity.filter((p) => catalog.topCategoryOf.get(p.id as number) === pick.topCategory);
    else if ('topCategories' in pick) chosen = byPopularity.filter((p) => pick.topCategories.includes(catalog.topCategoryOf.get(p.id as number) ?? ''));
    else if ('underRupees' in pick) chosen = byPopularity.filter((p) => p.price < pick.underRupees * 100);
    else chosen = [...catalog.products].sort((a, b) => b.created_at.localeCompare(a.created_at));
    collections.push({
      id: spec.id,
      name: spec.name,
      slug: spec.slug,
      description: spec.description,
      image: `/assets/images/collection-${spec.slug}.svg`,
      position: spec.id,
    });
    chosen.slice(0, PER_COLLECTION).forEach((product, position) => {
      links.push({ collection_id: spec.id, product_id: product.id as number, position });
    });
  }
  return { collections, links };
}
