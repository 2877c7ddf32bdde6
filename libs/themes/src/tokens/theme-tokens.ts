import type { ThemeName } from '@storefront/domain';
import { defaultTokens, mergeTokens } from '@storefront/ui-kit';
import { layerStoreColors } from './layer-store-colors';
import type { StoreColors } from './store-colors';
import type { StorefrontTokens } from './theme-look';
import { THEME_DEFINITIONS } from './themes';

const MADE_TOKENS_KEPT = 32;
const madeTokens = new Map<string, StorefrontTokens>();

/**
 * The finished tokens of a theme for Emotion's ThemeProvider: the theme's type pair, spacing, radii and
 * palette over the ui-kit defaults, the store's colours layered on as `--sf-*` variables (only where they
 * keep text readable), plus the theme's header, menu and footer look. The same object for the same theme
 * and colours, in every server render too, so styles made per tokens (ui-kit's perTokens) are made once.
 */
export function themeTokens(name: ThemeName, store: StoreColors = {}): StorefrontTokens {
  const key = `${name}\n${JSON.stringify(store)}`;
  let tokens = madeTokens.get(key);
  if (!tokens) {
    tokens = makeThemeTokens(name, store);
    if (madeTokens.size >= MADE_TOKENS_KEPT) madeTokens.delete(madeTokens.keys().next().value as string);
    madeTokens.set(key, tokens);
  }
  return tokens;
}

function makeThemeTokens(name: ThemeName, store: StoreColors): StorefrontTokens {
  const definition = THEME_DEFINITIONS[name] ?? THEME_DEFINITIONS.Default;
  const tokens = mergeTokens(defaultTokens, {
    ...definition.tokens,
    colors: layerStoreColors(definition.palette, store),
  });
  return { ...tokens, look: definition.look };
}
