import { THEMES } from '@storefront/domain';
import { defaultTokens } from '@storefront/ui-kit';
import { resolveVarFallback } from './resolve-var';
import { storeColorVariables } from './store-colors';
import { themeTokens } from './theme-tokens';

const readableStore = {
  background_color: '#fffdf7',
  text_color: '#222222',
  hover_color: '#8b1e3f',
  border_color: '#e0d6c8',
};

describe('theme tokens', () => {
  it('give every theme the full ui-kit token shape plus its look', () => {
    for (const name of THEMES) {
      const tokens = themeTokens(name);
      expect(Object.keys(tokens).sort()).toEqual([...Object.keys(defaultTokens), 'look'].sort());
      expect(Object.keys(tokens.colors).sort()).toEqual(Object.keys(defaultTokens.colors).sort());
      expect(tokens.look.name).toBe(name);
    }
  });

  it('are eight distinct looks: each its own type pair and palette', () => {
    const typePairs = new Set(THEMES.map((name) => `${themeTokens(name).fonts.heading} / ${themeTokens(name).fonts.body}`));
    const palettes = new Set(
      THEMES.map((name) => {
        const { colors, look } = themeTokens(name);
        return [colors.primary, look.header.background, look.footer.background, look.accent].join();
      }),
    );
    expect(typePairs.size).toBe(8);
    expect(palettes.size).toBe(8);
  });

  it('use system font stacks only (nothing fetched)', () => {
    for (const name of THEMES) {
      const { fonts } = themeTokens(name);
      for (const stack of [fonts.body, fonts.heading, fonts.mono]) {
        expect(stack).not.toMatch(/url\(|@import|https?:/);
        expect(stack).toMatch(/(sans-serif|serif|monospace)$/);
      }
    }
  });

  it('have the characters the brief asks for', () => {
    expect(themeTokens('Ultra').radii.md).toBe('0');
    expect(parseFloat(themeTokens('Ultra').fontSizes.md)).toBeGreaterThan(1);
    expect(themeTokens('Elite').fonts.heading).toMatch(/serif$/);
    expect(themeTokens('Elite').fonts.heading).not.toMatch(/sans-serif$/);
    expect(parseFloat(themeTokens('Elite').space.lg)).toBeGreaterThan(parseFloat(themeTokens('Standard').space.lg));
    expect(parseFloat(themeTokens('Grocery').space.md)).toBeLessThan(parseFloat(themeTokens('Standard').space.md));
    expect(parseFloat(themeTokens('Cosmetic').radii.md)).toBeGreaterThanOrEqual(16);
    expect(themeTokens('Electronic').look.header.background).toBe('#0b1220');
    expect(themeTokens('Garment').radii.md).toBe('0');
  });

  it('reference the store colours as --sf-* variables with the theme value as fallback', () => {
    const tokens = themeTokens('Grocery', readableStore);
    expect(tokens.colors.background).toBe('var(--sf-bg, #ffffff)');
    expect(tokens.colors.text).toBe('var(--sf-text, #1b2a1f)');
    expect(tokens.colors.hover).toBe('var(--sf-hover, #1b5e20)');
    expect(tokens.colors.border).toBe('var(--sf-border, #d7e8d9)');
    expect(resolveVarFallback(tokens.colors.text)).toBe('#1b2a1f');
  });

  it('fall back to the theme colours when the store pair would make text unreadable', () => {
    const tokens = themeTokens('Standard', { background_color: '#ffeb3b', text_color: '#ffffff' });
    expect(tokens.colors.background).toBe('#ffffff');
    expect(tokens.colors.text).toBe('#1f2937');
  });

  it('ignore a store hover colour too faint to read and colours they cannot check', () => {
    expect(themeTokens('Standard', { hover_color: '#ffd1dc' }).colors.hover).toBe('#1d4ed8');
    expect(themeTokens('Standard', { background_color: 'papayawhip' }).colors.background).toBe('#ffffff');
  });

  it('fall back to Default tokens for an unknown name', () => {
    expect(themeTokens('Neon' as never).look.name).toBe('Default');
  });
});

describe('store colour variables', () => {
  it('map each store colour to its --sf-* property and skip empty ones', () => {
    expect(storeColorVariables({ ...readableStore, border_color: ' ' })).toEqual({
      '--sf-bg': '#fffdf7',
      '--sf-text': '#222222',
      '--sf-hover': '#8b1e3f',
    });
  });
});
