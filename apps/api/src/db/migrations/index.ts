import type { Migration } from 'kysely';
import * as initial from './0001-initial';
import * as commerceOrderStock from './0003-commerce-order-stock';
import * as paymentsSandbox from './0004-payments-sandbox';
import * as couponPaymentSetting from './0007-coupon-payment-setting';
import * as gstInvoice from './0008-gst-invoice';
import * as productSearch from './0009-product-search';
import * as catalogRevision from './0010-catalog-revision';
import * as categoryListing from './0011-category-listing';
import * as searchPanel from './0012-search-panel';
import * as couponLimits from './0013-coupon-limits';
import * as media from './0014-media';
import * as filterFacets from './0015-filter-facets';
import * as freeShippingBanner from './0016-free-shipping-banner';
import * as deliveryZones from './0017-delivery-zones';
import * as guestOrders from './0018-guest-orders';
import * as facetCounts from './0019-facet-counts';
import * as upi from './0020-upi';
import * as listingByProduct from './0021-listing-by-product';
import * as contentTranslations from './0022-content-translations';
import * as orderLocale from './0023-order-locale';

/**
 * Every migration, in order, keyed by its file name. Listed statically (no directory scanning) so it
 * runs the same under tsx, jest and a bundler. To add one: create `NNNN-what-it-does.ts` (the next number) exporting
 * `up` (and `down`) and add one line here.
 */
export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0003-commerce-order-stock': commerceOrderStock,
  '0004-payments-sandbox': paymentsSandbox,
  '0007-coupon-payment-setting': couponPaymentSetting,
  '0008-gst-invoice': gstInvoice,
  '0009-product-search': productSearch,
  '0010-catalog-revision': catalogRevision,
  '0011-category-listing': categoryListing,
  '0012-search-panel': searchPanel,
  '0013-coupon-limits': couponLimits,
  '0014-media': media,
  '0015-filter-facets': filterFacets,
  '0016-free-shipping-banner': freeShippingBanner,
  '0017-delivery-zones': deliveryZones,
  '0018-guest-orders': guestOrders,
  '0019-facet-counts': facetCounts,
  '0020-upi': upi,
  '0021-listing-by-product': listingByProduct,
  '0022-content-translations': contentTranslations,
  '0023-order-locale': orderLocale,
};
