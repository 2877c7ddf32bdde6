import { THEMES } from '@storefront/domain';
import { BODY_TEXT_CONTRAST, contrastRatio, parseColor } from './contrast';
import { resolveVarFallback } from './resolve-var';
import { themeTokens } from './theme-tokens';

describe('colour contrast', () => {
  it('reads hex, rgb() and the names white and black', () => {
    expect(parseColor('#fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseColor('#0057E7')).toEqual({ r: 0, g: 87, b: 231 });
    expect(parseColor('rgb(12, 34, 56)')).toEqual({ r: 12, g: 34, b: 56 });
    expect(parseColor('rgba(12, 34, 56, 0.5)')).toEqual({ r: 12, g: 34, b: 56 });
    expect(parseColor('black')).toEqual({ r: 0, g: 0, b: 0 });
    expect(parseColor('papayawhip')).toBeNull();
    expect(parseColor('var(--sf-bg)')).toBeNull();
  });

  it('gives the WCAG ratios: 21 for black on white, 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe.each(THEMES)('%s theme contrast (body text at least 4.5:1)', (name) => {
  const tokens = themeTokens(name);
  const c = (value: string) => resolveVarFallback(value);
  const { colors, look } = tokens;
  const pairs: [string, string, string][] = [
    ['body text on the page', colors.text, colors.background],
    ['body text on surfaces', colors.text, colors.surface],
    ['secondary text on the page', colors.muted, colors.background],
    ['secondary text on surfaces', colors.muted, colors.surface],
    ['button text on primary', colors.onPrimary, colors.primary],
    ['button text on hover', colors.onPrimary, colors.hover],
    ['hovered link on the page', colors.hover, colors.background],
    ['primary as link text', colors.primary, colors.background],
    ['accent text', look.onAccent, look.accent],
    ['header text', look.header.text, look.header.background],
    ['header secondary text', look.header.muted, look.header.background],
    ['header strip text', look.header.strip.text, look.header.strip.background],
    ['menu text', look.menu.text, look.menu.background],
    ['menu secondary text', look.menu.muted, look.menu.background],
    ['highlighted menu item', look.menu.text, look.menu.highlight],
    ['footer text', look.footer.text, look.footer.background],
    ['footer secondary text', look.footer.muted, look.footer.background],
    ['footer headings', look.footer.heading, look.footer.background],
    ['footer band text', look.footer.band.text, look.footer.band.background],
  ];
  it.each(pairs)('%s', (_label, foreground, background) => {
    expect(contrastRatio(c(foreground), c(background))).toBeGreaterThanOrEqual(BODY_TEXT_CONTRAST);
  });
});
