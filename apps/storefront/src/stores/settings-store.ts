import { makeAutoObservable, runInAction } from 'mobx';
import { formatPrice, resolveTheme, STORAGE_KEYS, type ThemeName } from '@storefront/domain';
import type { PaymentOption, StoreSettings } from '@storefront/sdk';
import { toStoreError, type StoreError } from './errors';
import type { RootStore } from './root-store';

/** CSS custom properties set from the store's colours (the ui-kit's STORE_COLOR_VARIABLES). */
export const COLOUR_VARIABLES = {
  background: '--sf-bg',
  text: '--sf-text',
  hover: '--sf-hover',
  border: '--sf-border',
} as const;

/** The store's own colours, as the themes take them. */
export interface StoreColours {
  background: string;
  text: string;
  hover: string;
  border: string;
}

const DEFAULT_CURRENCY_SYMBOL = '₹';

/** Store settings (spec section 1): look, behaviour, and what they set on the page. */
export class SettingsStore {
  settings: StoreSettings | null = null;
  loading = false;
  error: StoreError | null = null;
  paymentOptions: PaymentOption[] = [];
  paymentOptionsLoading = false;
  paymentOptionsError: StoreError | null = null;

  constructor(readonly root: RootStore) {
    makeAutoObservable(this, { root: false }, { autoBind: true });
  }

  /** The theme in use: build/runtime override, then a `?theme=` preview, then local hosts, then settings. */
  get theme(): ThemeName {
    const { hostname, themeOverride, themePreview } = this.root.env;
    return resolveTheme({
      themeTemplateName: this.settings?.theme_template?.name,
      hostname,
      buildOverride: themeOverride,
      preview: themePreview,
    });
  }

  get storeName(): string {
    return this.settings?.name ?? '';
  }

  get logo(): string | null {
    return this.settings?.logo ?? null;
  }

  get currencySymbol(): string {
    return this.settings?.currency_symbol || DEFAULT_CURRENCY_SYMBOL;
  }

  /** The store's colours, or null before settings load (the themes then use their own). */
  get colours(): StoreColours | null {
    const s = this.settings;
    if (!s) return null;
    return { background: s.background_color, text: s.text_color, hover: s.hover_color, border: s.border_color };
  }

  /** A price with the store's currency symbol ("₹1,299.00"). */
  formatPrice(amount: number | string | null | undefined): string {
    return formatPrice(amount, this.currencySymbol);
  }

  async load(): Promise<void> {
    this.loading = true;
    this.error = null;
    try {
      const { data } = await this.root.sdk.settings.get();
      runInAction(() => {
        this.settings = data;
      });
      if (data.logo) this.root.sdk.tokens.set(STORAGE_KEYS.currentAppLogo, data.logo);
      this.applyToPage(data);
    } catch (error) {
      runInAction(() => {
        this.settings = null;
        this.error = toStoreError(error);
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  async loadPaymentOptions(): Promise<void> {
    this.paymentOptionsLoading = true;
    this.paymentOptionsError = null;
    try {
      const { data } = await this.root.sdk.settings.paymentOptions();
      runInAction(() => {
        this.paymentOptions = data;
      });
    } catch (error) {
      runInAction(() => {
        this.paymentOptions = [];
        this.paymentOptionsError = toStoreError(error);
      });
    } finally {
      runInAction(() => {
        this.paymentOptionsLoading = false;
      });
    }
  }

  /** Page title, icon and colour variables from the settings (spec section 1). */
  private applyToPage(settings: StoreSettings): void {
    const doc = this.root.env.document;
    if (!doc) return;
    if (settings.name) doc.title = settings.name;
    const icon = settings.favicon || settings.logo;
    if (icon) {
      let link = doc.querySelector<HTMLLinkElement>('link[rel~="icon"]');
      if (!link) {
        link = doc.createElement('link');
        link.rel = 'icon';
        doc.head.appendChild(link);
      }
      link.removeAttribute('type');
      link.href = icon;
    }
    const style = doc.documentElement.style;
    const colours: [string, string | undefined][] = [
      [COLOUR_VARIABLES.background, settings.background_color],
      [COLOUR_VARIABLES.text, settings.text_color],
      [COLOUR_VARIABLES.hover, settings.hover_color],
      [COLOUR_VARIABLES.border, settings.border_color],
    ];
    for (const [name, value] of colours) if (value) style.setProperty(name, value);
  }
}
