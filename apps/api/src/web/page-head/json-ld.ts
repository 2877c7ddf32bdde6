import { DEFAULT_LOCALE, localizePath, type Locale } from '@storefront/domain';
import { absoluteUrl } from './page-head';
import type { StoreIdentity } from './store-identity';

const SCHEMA = 'https://schema.org';
/** The wire's prices are rupees (`toRupees` in libs/domain/src/money/paise.ts). */
const CURRENCY = 'INR';

export interface Crumb {
  name: string;
  /** Path on the site. */
  path: string;
}

/** `BreadcrumbList`: Home first, the page itself last; each crumb at its address in the page's language. */
export function breadcrumbJsonLd(origin: string, crumbs: Crumb[], locale: Locale = DEFAULT_LOCALE): Record<string, unknown> {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, localizePath(crumb.path, locale)),
    })),
  };
}

/** `Organization`: the store, its logo, social profiles and customer care. */
export function organizationJsonLd(origin: string, store: StoreIdentity): Record<string, unknown> {
  const contact = store.careNumber || store.supportEmail;
  return {
    '@context': SCHEMA,
    '@type': 'Organization',
    name: store.name,
    url: `${origin}/`,
    ...(store.logo ? { logo: absoluteUrl(origin, store.logo) } : {}),
    ...(store.sameAs.length ? { sameAs: store.sameAs } : {}),
    ...(contact
      ? {
          contactPoint: {
            '@type': 'ContactPoint',
            contactType: 'customer service',
            ...(store.careNumber ? { telephone: store.careNumber } : {}),
            ...(store.supportEmail ? { email: store.supportEmail } : {}),
          },
        }
      : {}),
  };
}

/**
 * `WebSite` with the list's search, so a search engine can offer a search box for the store; on a
 * Hindi page, the Hindi store and its Hindi search.
 */
export function webSiteJsonLd(origin: string, store: StoreIdentity, locale: Locale = DEFAULT_LOCALE): Record<string, unknown> {
  const home = locale === DEFAULT_LOCALE ? '/' : localizePath('/', locale);
  return {
    '@context': SCHEMA,
    '@type': 'WebSite',
    name: store.name,
    url: `${origin}${home}`,
    ...(locale === DEFAULT_LOCALE ? {} : { inLanguage: locale }),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}${localizePath('/products', locale)}?query={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** What a product's offer is made of: the product itself, or each of its variants. */
export interface Purchasable {
  price_with_tax: number;
  stock_qty: number;
  back_order: boolean;
}

export interface ProductFacts {
  name: string;
  description: string;
  url: string;
  images: string[];
  brand: string | null;
  /** The product (no variants) or its variants. */
  purchasables: Purchasable[];
  averageRating: number;
  reviewsCount: number;
}

/**
 * `Product` with an `Offer` (one price) or an `AggregateOffer` (variants at several prices), availability
 * from stock (InStock, else BackOrder when back orders are allowed, else OutOfStock) and an
 * `AggregateRating` when there are reviews.
 */
export function productJsonLd(product: ProductFacts): Record<string, unknown> {
  const prices = product.purchasables.map((p) => p.price_with_tax);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const common = { priceCurrency: CURRENCY, availability: availability(product.purchasables), url: product.url };
  const offers =
    low === high
      ? { '@type': 'Offer', price: low.toFixed(2), itemCondition: `${SCHEMA}/NewCondition`, ...common }
      : {
          '@type': 'AggregateOffer',
          lowPrice: low.toFixed(2),
          highPrice: high.toFixed(2),
          offerCount: prices.length,
          ...common,
        };
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    url: product.url,
    ...(product.images.length ? { image: product.images } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    offers,
    ...(product.reviewsCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.averageRating,
            reviewCount: product.reviewsCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

function availability(purchasables: Purchasable[]): string {
  if (purchasables.some((p) => p.stock_qty > 0)) return `${SCHEMA}/InStock`;
  if (purchasables.some((p) => p.back_order)) return `${SCHEMA}/BackOrder`;
  return `${SCHEMA}/OutOfStock`;
}
