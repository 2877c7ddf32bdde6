import { freeShippingBannerText } from '@storefront/domain';
import type { RootStore } from '../stores';
import type { FooterModel, HeaderActions, HeaderModel } from '@storefront/themes';

/** The header's view model from the stores (read inside an observer so it follows them). */
export function buildHeaderModel({ settings, categories, content, wishlist, cart, auth, ui }: RootStore): HeaderModel {
  return {
    storeName: settings.storeName,
    logoUrl: settings.logo,
    // The whole tree: the theme picks the first 5 flagged categories (4 in Garment) and flagged children.
    categories: categories.tree.value,
    headerPages: content.headerPages,
    freeShippingText: freeShippingBannerText(settings.settings) ?? undefined,
    wishlistCount: wishlist.count,
    cartCount: cart.totalQuantity,
    signedIn: auth.isSignedIn,
    menuOpen: ui.mobileMenuOpen,
  };
}

/** What the header's icons and menu button do. */
export function buildHeaderActions({ ui }: RootStore): HeaderActions {
  return {
    onSearchOpen: () => ui.openSearch(),
    onAccount: () => ui.openAccount(),
    onCart: () => ui.openCartDrawer(),
    onWishlist: () => ui.openWishlistDrawer(),
    onMenuToggle: (open) => (open ? ui.openMobileMenu() : ui.closeMobileMenu()),
  };
}

/** The footer's view model; `loading` while top categories or content pages load ("footer loading..."). */
export function buildFooterModel({ settings, categories, content }: RootStore, host: string): FooterModel {
  const s = settings.settings;
  return {
    storeName: s?.name ?? null,
    logoUrl: s?.logo ?? null,
    host,
    address: s?.address ?? null,
    infoPages: content.footerPages,
    topCategories: categories.top.value,
    supportEmail: s?.customer_support_email ?? null,
    carePhone: s?.customer_care_number ?? null,
    social: {
      linkedin_url: s?.linkedin_url ?? null,
      instagram_url: s?.instagram_url ?? null,
      twitter_url: s?.twitter_url ?? null,
      facebook_url: s?.facebook_url ?? null,
      youtube_url: s?.youtube_url ?? null,
    },
    hidePoweredBy: s?.hide_shoppeez_from_website ?? false,
    loading: categories.top.loading || content.pageList.loading,
    onSubscribe: (email) => content.subscribe(email),
  };
}

