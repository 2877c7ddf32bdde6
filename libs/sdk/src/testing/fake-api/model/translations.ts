import { DEFAULT_LOCALE, type Locale } from '@storefront/domain';
import type { ContentTranslations, TranslatedKind } from '../../fixtures/translations';
import type { FakeResult } from '../http';

type Texts = Partial<Record<TranslatedKind, Record<number, Record<string, string>>>>;
type Node = Record<string, unknown>;

/** The fields of `record` (`{ id, ... }`) the merchant translated, replaced by their translations. */
function translate(texts: Texts, kind: TranslatedKind, record: unknown, fields: readonly string[]): void {
  if (!record || typeof record !== 'object') return;
  const node = record as Node;
  const translated = texts[kind]?.[node['id'] as number];
  if (!translated) return;
  for (const field of fields) if (typeof translated[field] === 'string' && typeof node[field] === 'string') node[field] = translated[field];
}

function eachOf(value: unknown, visit: (item: unknown) => void): void {
  if (Array.isArray(value)) value.forEach(visit);
}

function categoryTree(texts: Texts, nodes: unknown): void {
  eachOf(nodes, (node) => {
    translate(texts, 'category', node, ['name']);
    categoryTree(texts, (node as Node)['childrens']);
  });
}

const productNames = (texts: Texts) => (product: unknown) => translate(texts, 'product', product, ['name']);

/** How each catalogue and content read's `data` is translated, as the reference API does. */
const LOCALIZERS: Record<string, (texts: Texts, data: unknown) => void> = {
  filterProducts: (texts, data) => eachOf(data, productNames(texts)),
  searchProducts: (texts, data) => eachOf(data, productNames(texts)),
  listTrendingProducts: (texts, data) => eachOf(data, productNames(texts)),
  listBestSellingProducts: (texts, data) => eachOf(data, productNames(texts)),
  getProduct: (texts, data) => {
    translate(texts, 'product', data, ['name', 'description']);
    eachOf((data as Node)['categories'], (category) => translate(texts, 'category', category, ['name']));
  },
  listCategoryProducts: (texts, data) =>
    eachOf(data, (section) => {
      translate(texts, 'category', (section as Node)['category'], ['name']);
      eachOf((section as Node)['products'], productNames(texts));
    }),
  listCollections: (texts, data) => eachOf(data, (collection) => eachOf((collection as Node)['products'], productNames(texts))),
  listCategories: categoryTree,
  listAllCategories: categoryTree,
  listCmsPages: (texts, data) => eachOf(data, (page) => translate(texts, 'cms_page', page, ['title'])),
  getCmsPage: (texts, data) => translate(texts, 'cms_page', data, ['title', 'content']),
  listFaqs: (texts, data) => eachOf(data, (faq) => translate(texts, 'faq', faq, ['question', 'answer', 'category'])),
};

/**
 * A catalogue or content answer in the request's language: the merchant's texts replaced by their
 * translations where the state has one (a copy: the state's records are never changed).
 */
export function localizeResult(operationId: string, locale: Locale, translations: ContentTranslations, result: FakeResult): FakeResult {
  const localize = LOCALIZERS[operationId];
  const texts = translations[locale];
  if (locale === DEFAULT_LOCALE || !localize || !texts || (result.status ?? 200) >= 300) return result;
  const body = structuredClone(result.body) as Node;
  localize(texts, body['data']);
  return { ...result, body };
}
