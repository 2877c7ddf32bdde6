import { FREE_SHIPPING_BANNER_TEXT } from '../constants';
import { freeShippingBannerText } from './free-shipping-banner';

const rupeeStore = { currency_symbol: '₹', free_shipping_from: 499, show_free_shipping_banner: true };

describe('the free-shipping banner line', () => {
  it("keeps the spec's wording with the store's threshold in its currency", () => {
    expect(freeShippingBannerText(rupeeStore)).toBe('Free Standard Shipping on Orders ₹499+ Orders');
    expect(freeShippingBannerText({ ...rupeeStore, currency_symbol: '$', free_shipping_from: 90 })).toBe(FREE_SHIPPING_BANNER_TEXT);
  });

  it('groups and keeps paise the way prices are shown', () => {
    expect(freeShippingBannerText({ ...rupeeStore, free_shipping_from: 1499.5 })).toBe('Free Standard Shipping on Orders ₹1,499.50+ Orders');
    expect(freeShippingBannerText({ ...rupeeStore, free_shipping_from: 100000 })).toBe('Free Standard Shipping on Orders ₹1,00,000+ Orders');
  });

  it('is absent when the store turns it off, has no free shipping, or its settings are not known yet', () => {
    expect(freeShippingBannerText({ ...rupeeStore, show_free_shipping_banner: false })).toBeNull();
    expect(freeShippingBannerText({ ...rupeeStore, free_shipping_from: null })).toBeNull();
    expect(freeShippingBannerText(null)).toBeNull();
  });
});
