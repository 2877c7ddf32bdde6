import { formatPrice } from '../money/format-price';

/** What the banner needs of the store settings (`StoreSettings`). */
export interface FreeShippingBannerSettings {
  currency_symbol: string;
  /** Rupees (after discount) from which standard shipping is free, as carts are charged; null: never free. */
  free_shipping_from: number | null;
  show_free_shipping_banner: boolean;
}

/**
 * The header's free-shipping line in the spec's wording ("Free Standard Shipping on Orders $90+ Orders"),
 * stating the store's own threshold in its currency: "Free Standard Shipping on Orders ₹499+ Orders".
 * Whole amounts lose their ".00". Null when the store turns the line off or has no free shipping.
 */
export function freeShippingBannerText(settings: FreeShippingBannerSettings | null | undefined): string | null {
  if (!settings || !settings.show_free_shipping_banner || settings.free_shipping_from == null) return null;
  const amount = formatPrice(settings.free_shipping_from, settings.currency_symbol).replace(/\.00$/, '');
  return amount ? `Free Standard Shipping on Orders ${amount}+ Orders` : null;
}
