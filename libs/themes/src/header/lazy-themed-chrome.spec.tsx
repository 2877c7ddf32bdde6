import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import { LazyThemedFooter } from '../footer/lazy-themed-footer';
import { demoFooterModel, demoHeaderModel, headerActions } from '../testing/fixtures';
import { renderInTheme } from '../testing/render';
import { LazyThemedHeader } from './lazy-themed-header';

describe('lazy themed chrome', () => {
  it("loads the theme's own header and footer variant, holding their place meanwhile", async () => {
    const { container } = renderInTheme(
      <Suspense fallback={<p>Chrome loading</p>}>
        <LazyThemedHeader theme="Garment" model={demoHeaderModel} actions={headerActions()} />
        <LazyThemedFooter theme="Garment" model={demoFooterModel()} />
      </Suspense>,
      'Garment',
    );
    expect(screen.getByText('Chrome loading')).toBeInTheDocument();
    expect(await screen.findByRole('banner', {}, { timeout: 5000 })).toHaveAttribute('data-header-variant', 'garment');
    expect(container.querySelector('footer')).toBeInTheDocument();
  });
});
