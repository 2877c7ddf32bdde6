import type { LanguageSwitchProps } from '@storefront/ui-kit';
import type { RenderLink } from '../links/link-props';
import type { MenuCategory, MenuPage } from './category';

/** The store's social profiles; only those with a URL are shown. */
export interface SocialUrls {
  linkedin_url?: string | null;
  instagram_url?: string | null;
  twitter_url?: string | null;
  facebook_url?: string | null;
  youtube_url?: string | null;
}

/** What the footer shows; plain data the app builds from its stores. */
export interface FooterModel {
  storeName?: string | null;
  logoUrl?: string | null;
  /** The page's host, shown in the copyright when the store has no name. */
  host: string;
  /** The store's address (shown by the Garment footer). */
  address?: string | null;
  /** Content pages listed under Information. */
  infoPages: MenuPage[];
  topCategories: MenuCategory[];
  supportEmail?: string | null;
  carePhone?: string | null;
  social: SocialUrls;
  /** hide_shoppeez_from_website: hides the powered-by credit. */
  hidePoweredBy?: boolean;
  /** Top categories or content pages still loading: the footer shows "footer loading...". */
  loading?: boolean;
  /** Copyright year; the current year when absent. */
  year?: number;
  /** Newsletter subscription (the app's content store); failures are reported by the app. */
  onSubscribe: (email: string) => Promise<void>;
  /** The language switch of the last row; absent while the store offers one language. */
  languageSwitch?: Pick<LanguageSwitchProps, 'languages' | 'onChoose'>;
  /** The subscribe form's line ("Join now 55,000 people getting our emails" when absent). */
  subscribeText?: string;
}

/** Props of every footer variant. */
export interface FooterProps {
  model: FooterModel;
  renderLink?: RenderLink;
}
