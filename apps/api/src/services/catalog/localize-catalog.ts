import { DEFAULT_LOCALE, type Locale } from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { translateRecord, translateRecords } from '../translations/content-translations';
import type { CategoryNode } from './category-tree';

/**
 * The catalogue's answers in the request's language: the merchant's product and category texts replaced
 * by their translations where the merchant wrote one (`content_translations`). Brands, prices and
 * everything else stay as they are. English answers are returned untouched, without a query.
 */

/** Products of a list, a section or a search (their names). */
export function localizeProducts<T extends { id: number; name: string }>(db: Kysely<Database>, locale: Locale, products: T[]): Promise<T[]> {
  return translateRecords(db, locale, 'product', products, ['name']);
}

/** A category reference (`{ id, name, slug }`). */
export function localizeCategoryRefs<T extends { id: number; name: string }>(db: Kysely<Database>, locale: Locale, categories: T[]): Promise<T[]> {
  return translateRecords(db, locale, 'category', categories, ['name']);
}

/** The product page: its name, description and the names of its categories. */
export async function localizeProductDetail<
  T extends { id: number; name: string; description: string; categories: { id: number; name: string }[] },
>(db: Kysely<Database>, locale: Locale, detail: T): Promise<T> {
  if (locale === DEFAULT_LOCALE) return detail;
  const [product, categories] = await Promise.all([
    translateRecord(db, locale, 'product', detail, ['name', 'description']),
    localizeCategoryRefs(db, locale, detail.categories),
  ]);
  return { ...product, categories };
}

/** A category forest (menus, the category list), every level. */
export async function localizeCategoryTree(db: Kysely<Database>, locale: Locale, roots: CategoryNode[]): Promise<CategoryNode[]> {
  if (locale === DEFAULT_LOCALE) return roots;
  const all: CategoryNode[] = [];
  const collect = (nodes: CategoryNode[]) => nodes.forEach((node) => (all.push(node), collect(node.childrens)));
  collect(roots);
  const names = new Map((await localizeCategoryRefs(db, locale, all)).map((node) => [node.id, node.name]));
  const rename = (nodes: CategoryNode[]): CategoryNode[] =>
    nodes.map((node) => ({ ...node, name: names.get(node.id) ?? node.name, childrens: rename(node.childrens) }));
  return rename(roots);
}

/** The home page's sections per top category. */
export async function localizeCategorySections<
  T extends { category: { id: number; name: string }; products: { id: number; name: string }[] },
>(db: Kysely<Database>, locale: Locale, sections: T[]): Promise<T[]> {
  if (locale === DEFAULT_LOCALE) return sections;
  const [categories, products] = await Promise.all([
    localizeCategoryRefs(db, locale, sections.map((section) => section.category)),
    localizeProducts(db, locale, sections.flatMap((section) => section.products)),
  ]);
  const names = new Map(products.map((product) => [product.id, product.name]));
  return sections.map((section, index) => ({
    ...section,
    category: categories[index] ?? section.category,
    products: section.products.map((product) => ({ ...product, name: names.get(product.id) ?? product.name })),
  }));
}

/** Collections with their products (the products' names; a collection's own texts are not translated). */
export async function localizeCollections<T extends { products: { id: number; name: string }[] }>(
  db: Kysely<Database>,
  locale: Locale,
  collections: T[],
): Promise<T[]> {
  if (locale === DEFAULT_LOCALE) return collections;
  const names = new Map(
    (await localizeProducts(db, locale, collections.flatMap((collection) => collection.products))).map((p) => [p.id, p.name]),
  );
  return collections.map((collection) => ({
    ...collection,
    products: collection.products.map((product) => ({ ...product, name: names.get(product.id) ?? product.name })),
  }));
}
