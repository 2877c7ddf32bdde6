import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import { LazyThemedFooter } from './lazy-themed-footer';
import { demoFooterModel } from '../testing/fixtures';
import { renderInTheme } from '../testing/render';

describe('LazyThemedFooter', () => {
  it("loads the theme's own footer variant, holding its place meanwhile", async () => {
    renderInTheme(
      <Suspense fallback={<p>Footer loading</p>}>
        <LazyThemedFooter theme="Garment" model={demoFooterModel()} />
      </Suspense>,
      'Garment',
    );
    expect(screen.getByText('Footer loading')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo', {}, { timeout: 5000 })).toHaveAttribute('data-footer-variant', 'garment');
  });
});
