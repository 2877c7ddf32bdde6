import { STORE_COLOR_VARIABLES } from '@storefront/ui-kit';

/** The colour fields of the store settings (all optional: settings may still be loading). */
export interface StoreColors {
  background_color?: string | null;
  text_color?: string | null;
  hover_color?: string | null;
  border_color?: string | null;
}

/**
 * The `--sf-*` custom properties for the store's colours, for the app to set on the document root
 * (`Object.entries(...).forEach(([k, v]) => root.style.setProperty(k, v))`). Empty values are left out.
 */
export function storeColorVariables(store: StoreColors): Record<string, string> {
  const entries: [string, string | null | undefined][] = [
    [STORE_COLOR_VARIABLES.background, store.background_color],
    [STORE_COLOR_VARIABLES.text, store.text_color],
    [STORE_COLOR_VARIABLES.hover, store.hover_color],
    [STORE_COLOR_VARIABLES.border, store.border_color],
  ];
  return Object.fromEntries(
    entries.filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())).map(([k, v]) => [k, v.trim()]),
  );
}
