import { freeShippingBannerText, LANGUAGE_NAMES, OFFERED_LOCALES, type Locale } from '@storefront/domain';
import type { RootStore } from '../stores';
import type { FooterModel, HeaderActions, HeaderModel } from '@storefront/themes';

/** The header's view model from the stores (read inside an observer so it follows them). */
export function buildHeaderModel(root: RootStore): HeaderModel {
  const { settings, categories, content, wishlist, cart, auth, ui } = root;
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
    languageSwitch: buildLanguageSwitch(root),
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
export function buildFooterModel(root: RootStore, host: string): FooterModel {
  const { settings, categories, content } = root;
  const s = settings.settings;
  return {
    storeName: s?.name ?? null,
    logoUrl: s?.logo ?? null,
    host,
    address: s?.address ?? null,
    infoPages: content.footerPages,
    topCategories: categories.top,
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
    loading: categories.tree.loading || content.pageList.loading,
    onSubscribe: (email) => content.subscribe(email),
    languageSwitch: buildLanguageSwitch(root),
  };
}


/**
 * The language switch: the current page in each language the store offers; none while it offers one
 * (Hindi pages are reachable by address only until every text has Hindi).
 */
export function buildLanguageSwitch({ locale }: RootStore, offered: readonly Locale[] = OFFERED_LOCALES): HeaderModel['languageSwitch'] {
  if (offered.length < 2) return undefined;
  return {
    languages: offered.map((each) => ({ locale: each, name: LANGUAGE_NAMES[each], href: locale.pathIn(each), current: each === locale.locale })),
    onChoose: (chosen) => locale.switchTo(chosen as Locale),
  };
}
