import { makeAutoObservable } from 'mobx';
import { formatPrice, resolveTheme, STORAGE_KEYS, type ThemeName } from '@storefront/domain';
import type { PaymentOption, StoreSettings } from '@storefront/sdk';
import type { StoreError } from './errors';
import type { RootStore } from './root-store';
import { RemoteValue } from './support/remote-value';

/** The store's own colours as the settings carry them (the themes layer them on their palettes). */
export type StoreColourSettings = Pick<StoreSettings, 'background_color' | 'text_color' | 'hover_color' | 'border_color'>;

const DEFAULT_CURRENCY_SYMBOL = '₹';

/** Store settings (docs/product.md §1): look, behaviour, and what they set on the page. */
export class SettingsStore {
  /** The settings, or null before they load or when they failed. */
  readonly current = new RemoteValue<StoreSettings | null>(null);
  readonly paymentOptions = new RemoteValue<PaymentOption[]>([]);

  constructor(readonly root: RootStore) {
    makeAutoObservable(this, { root: false, current: false, paymentOptions: false }, { autoBind: true });
  }

  get settings(): StoreSettings | null {
    return this.current.value;
  }

  get loading(): boolean {
    return this.current.loading;
  }

  get error(): StoreError | null {
    return this.current.error;
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
  get colours(): StoreColourSettings | null {
    const s = this.settings;
    if (!s) return null;
    const { background_color, text_color, hover_color, border_color } = s;
    return { background_color, text_color, hover_color, border_color };
  }

  /** A price with the store's currency symbol ("₹1,299.00"). */
  formatPrice(amount: number | string | null | undefined): string {
    return formatPrice(amount, this.currencySymbol);
  }

  async load(): Promise<void> {
    const result = await this.current.load(this.root.notifier, () => this.root.sdk.settings.get());
    const settings = result.ok ? result.data : null;
    if (!settings) return;
    // The saved logo shows on the next visit's loading screen.
    if (settings.logo) this.root.sdk.tokens.set(STORAGE_KEYS.currentAppLogo, settings.logo);
    this.applyToPage(settings);
  }

  async loadPaymentOptions(): Promise<void> {
    await this.paymentOptions.load(this.root.notifier, () => this.root.sdk.settings.paymentOptions());
  }

  /** Page title, icon and colour variables from the settings (docs/product.md §1). */
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
    for (const [name, value] of Object.entries(this.root.colourVariables(settings))) style.setProperty(name, value);
  }
}
