import type { LanguageSwitchProps } from '@storefront/ui-kit';
import type { ReactNode } from 'react';
import type { RenderLink } from '../links/link-props';
import type { MenuCategory, MenuPage } from './category';

/** What the header shows; plain data the app builds from its stores. */
export interface HeaderModel {
  /** The language switch of the phone menu; absent while the store offers one language. */
  languageSwitch?: Pick<LanguageSwitchProps, 'languages' | 'onChoose'>;
  storeName: string;
  logoUrl?: string | null;
  /** The whole category tree; the header picks top-level categories flagged show_on_header. */
  categories: MenuCategory[];
  /** CMS pages flagged show_on_header. */
  headerPages: MenuPage[];
  /** wishlist_count. */
  wishlistCount: number;
  /** The cart's total_quantity. */
  cartCount: number;
  signedIn: boolean;
  /**
   * The mega menu's free-shipping line with the store's own threshold (the domain's freeShippingBannerText);
   * none when absent (the store turned it off, or its settings are not known).
   */
  freeShippingText?: string;
  /** Controls the small-screen menu drawer when given (with `onMenuToggle`); otherwise the header keeps it. */
  menuOpen?: boolean;
}

/** What the header asks the app to do. */
export interface HeaderActions {
  onSearchOpen: () => void;
  /** Signed in: go to /my-account; signed out: open the sign-in prompt (the app decides). */
  onAccount: () => void;
  onCart: () => void;
  onWishlist: () => void;
  /** The small-screen menu drawer opened or closed. */
  onMenuToggle?: (open: boolean) => void;
}

/** Props of every header variant. */
export interface HeaderProps {
  model: HeaderModel;
  actions: HeaderActions;
  /** Renders links (the app's router link); a plain `<a>` when absent. */
  renderLink?: RenderLink;
  /**
   * The app's live search box for variants that show one in the bar (Grocery, Electronic); without it they
   * show a box-shaped button that opens the search panel.
   */
  searchBox?: ReactNode;
}
