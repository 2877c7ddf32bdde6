import { THEMES, type ThemeName } from '@storefront/domain';
import { demoHeaderModel, headerActions } from '../testing/fixtures';
import { renderInTheme } from '../testing/render';
import { ThemedHeader } from './themed-header';

const expected: Record<ThemeName, string> = {
  Standard: 'default',
  Ultra: 'default',
  Default: 'default',
  Elite: 'default',
  Cosmetic: 'default',
  Grocery: 'grocery',
  Electronic: 'electronic',
  Garment: 'garment',
};

describe('ThemedHeader', () => {
  it.each(THEMES)('gives %s its header variant', (theme) => {
    const { container } = renderInTheme(
      <ThemedHeader theme={theme} model={demoHeaderModel} actions={headerActions()} />,
      theme,
    );
    expect(container.querySelector('header')).toHaveAttribute('data-header-variant', expected[theme]);
  });
});
