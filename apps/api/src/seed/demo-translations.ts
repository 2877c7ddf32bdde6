import type { NewRow } from '../db/schema';
import type { DemoCatalog } from './build-catalog';
import { CATEGORY_NAMES_HI, CMS_PAGES_HI, FAQS_HI, hindiDescription, STORE_TAGLINE_HI } from './data/store-content-hindi';
import { FAQS } from './data/store-content';

const HINDI = 'hi-IN';
/** The one settings row the seed writes. */
const STORE_SETTINGS_ID = 1;

/**
 * The demo store's Hindi texts as `content_translations` rows: its tagline, every category's name, every CMS page's
 * title and content (their ids are their positions in `cmsPages`), every FAQ, and every product's
 * description (its name stays the merchant's).
 */
export function demoTranslations(catalog: DemoCatalog, cmsPages: { id?: number; slug: string }[]): NewRow<'content_translations'>[] {
  const rows: NewRow<'content_translations'>[] = [];
  const add = (kind: string, recordId: number, field: string, value: string | undefined) => {
    if (value) rows.push({ kind, record_id: recordId, locale: HINDI, field, value });
  };
  add('store', STORE_SETTINGS_ID, 'tagline', STORE_TAGLINE_HI);
  const categoryNames = new Map<number, string>();
  for (const category of catalog.categories) {
    const hindi = CATEGORY_NAMES_HI[category.name];
    if (hindi) categoryNames.set(category.id as number, hindi);
    add('category', category.id as number, 'name', hindi);
  }
  for (const page of cmsPages) {
    const hindi = CMS_PAGES_HI[page.slug];
    add('cms_page', page.id as number, 'title', hindi?.title);
    add('cms_page', page.id as number, 'content', hindi?.content);
  }
  FAQS.forEach((faq, index) => {
    const [category, question, answer] = FAQS_HI[index] ?? [];
    add('faq', faq.id as number, 'category', category);
    add('faq', faq.id as number, 'question', question);
    add('faq', faq.id as number, 'answer', answer);
  });
  const brands = new Map(catalog.brands.map((brand) => [brand.id as number, brand.name]));
  const categoryOf = new Map<number, number>();
  for (const link of catalog.productCategories) if (!categoryOf.has(link.product_id)) categoryOf.set(link.product_id, link.category_id);
  for (const product of catalog.products) {
    const id = product.id as number;
    const category = categoryNames.get(categoryOf.get(id) ?? 0);
    if (!category || !product.description) continue;
    add('product', id, 'description', hindiDescription(product.description, { id, name: product.name }, brands.get(product.brand_id ?? 0) ?? '', category));
  }
  return rows;
}
