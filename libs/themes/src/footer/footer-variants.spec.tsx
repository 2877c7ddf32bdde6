import { FOOTER_LOADING_TEXT, SUBSCRIBER_COUNT_TEXT, THEMES } from '@storefront/domain';
import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { FooterProps } from '../models/footer-model';
import { demoFooterModel } from '../testing/fixtures';
import { renderInTheme } from '../testing/render';
import { CosmeticFooter } from './cosmetic-footer';
import { DefaultFooter } from './default-footer';
import { ElectronicFooter } from './electronic-footer';
import { EliteFooter } from './elite-footer';
import { GarmentFooter } from './garment-footer';
import { GroceryFooter } from './grocery-footer';
import { LazySubscribeForm } from './lazy-subscribe-form';
import { StandardFooter } from './standard-footer';
import { ThemedFooter } from './themed-footer';
import { UltraFooter } from './ultra-footer';

const variants: [string, ComponentType<FooterProps>, boolean][] = [
  ['standard', StandardFooter, false],
  ['ultra', UltraFooter, true],
  ['elite', EliteFooter, false],
  ['cosmetic', CosmeticFooter, true],
  ['grocery', GroceryFooter, true],
  ['electronic', ElectronicFooter, false],
  ['garment', GarmentFooter, false],
  ['default', DefaultFooter, false],
];

const footerRoot = () => screen.getByRole('contentinfo');

// The subscribe form is a lazily loaded chunk: load it once, so every footer below renders it at once.
beforeAll(async () => {
  const { unmount } = renderInTheme(<LazySubscribeForm onSubscribe={jest.fn()} />);
  await screen.findByRole('form', { name: 'Newsletter' });
  unmount();
});

describe.each(variants)('the %s footer', (variant, Footer, hasSubscribe) => {
  it(`marks its root with data-footer-variant="${variant}"`, () => {
    renderInTheme(<Footer model={demoFooterModel()} />);
    expect(footerRoot()).toHaveAttribute('data-footer-variant', variant);
  });

  it('has the logo, Information, Top Categories, Quick Links and help links', () => {
    renderInTheme(<Footer model={demoFooterModel()} />);
    const footer = footerRoot();
    expect(within(footer).getByRole('link', { name: 'Demo Store home' })).toHaveAttribute('href', '/');
    expect(within(footer).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/get-to-know-us/about-us');
    expect(within(footer).getByRole('link', { name: 'Laptops' })).toHaveAttribute('href', '/products?category_ids[2]=laptops');
    expect(within(footer).getByRole('link', { name: 'Cameras' })).toHaveAttribute('href', '/get-to-know-us/cameras-guide');
    expect(within(footer).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faqs');
    expect(within(footer).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
    expect(within(footer).getByRole('link', { name: 'Track order' })).toHaveAttribute('href', '/track-order');
    expect(within(footer).getByRole('link', { name: 'Email help@demo.example' })).toHaveAttribute(
      'href',
      'mailto:help@demo.example',
    );
    expect(within(footer).getByRole('link', { name: 'Call 98765 43210' })).toHaveAttribute('href', 'tel:9876543210');
    expect(within(footer).getByRole('img', { name: /^Payment methods:/ })).toBeInTheDocument();
  });

  it('shows every configured social link, named for its network', () => {
    renderInTheme(<Footer model={demoFooterModel()} />);
    for (const name of ['LinkedIn', 'Instagram', 'Twitter', 'Facebook', 'YouTube']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('target', '_blank');
    }
  });

  it('leaves out social links without a URL', () => {
    const social = { instagram_url: 'https://instagram.example/demo', facebook_url: '', twitter_url: null };
    renderInTheme(<Footer model={demoFooterModel({ social })} />);
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://instagram.example/demo');
    for (const name of ['LinkedIn', 'Twitter', 'Facebook', 'YouTube']) {
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    }
  });

  it('never renders a javascript: or data: URL from settings as a link', () => {
    const social = {
      instagram_url: 'https://instagram.example/demo',
      facebook_url: 'javascript:alert(document.cookie)',
      twitter_url: ' JaVaScRiPt:alert(1)',
      youtube_url: 'data:text/html,<script>alert(1)</script>',
      linkedin_url: 'vbscript:msgbox(1)',
    };
    renderInTheme(<Footer model={demoFooterModel({ social })} />);
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://instagram.example/demo');
    for (const name of ['LinkedIn', 'Twitter', 'Facebook', 'YouTube']) {
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    }
    expect(footerRoot().querySelector('a[href^="javascript:" i], a[href^="data:" i]')).toBeNull();
  });

  it('shows the copyright with the store name and the year, and the powered-by credit', () => {
    renderInTheme(<Footer model={demoFooterModel()} />);
    expect(screen.getByText('© 2025 Demo Store')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Powered by Shoppeez' })).toBeInTheDocument();
  });

  it('hides the powered-by credit when the store asks (hide_shoppeez_from_website)', () => {
    renderInTheme(<Footer model={demoFooterModel({ hidePoweredBy: true })} />);
    expect(screen.queryByText(/Powered by/)).not.toBeInTheDocument();
  });

  it('uses the host in the copyright when the store has no name', () => {
    renderInTheme(<Footer model={demoFooterModel({ storeName: '' })} />);
    expect(screen.getByText('© 2025 shop.example.in')).toBeInTheDocument();
  });

  it('shows only "footer loading..." while pages or top categories load', () => {
    renderInTheme(<Footer model={demoFooterModel({ loading: true })} />);
    expect(within(footerRoot()).getByRole('status')).toHaveTextContent(FOOTER_LOADING_TEXT);
    expect(screen.queryByRole('link', { name: 'FAQ' })).not.toBeInTheDocument();
    expect(footerRoot()).toHaveAttribute('data-footer-variant', variant);
  });

  it(hasSubscribe ? 'has the subscribe form and its line' : 'has no subscribe form', async () => {
    renderInTheme(<Footer model={demoFooterModel()} />);
    if (hasSubscribe) {
      expect(screen.getByText(SUBSCRIBER_COUNT_TEXT)).toBeInTheDocument();
      // The form's code is a chunk of its own, loaded once the footer nears the viewport.
      expect(await screen.findByRole('form', { name: 'Newsletter' })).toBeInTheDocument();
    } else {
      expect(screen.queryByRole('form', { name: 'Newsletter' })).not.toBeInTheDocument();
    }
  });
});

describe('the Garment footer', () => {
  it('shows the store address', () => {
    renderInTheme(<GarmentFooter model={demoFooterModel()} />, 'Garment');
    expect(screen.getByText(/12 MG Road/)).toBeInTheDocument();
  });
});

describe('ThemedFooter', () => {
  it.each(THEMES)('gives %s its footer variant', (theme) => {
    renderInTheme(<ThemedFooter theme={theme} model={demoFooterModel()} />, theme);
    expect(footerRoot()).toHaveAttribute('data-footer-variant', theme.toLowerCase());
  });

  it('gives any other theme_template name the default footer', () => {
    renderInTheme(<ThemedFooter theme="Neon" model={demoFooterModel()} />);
    expect(footerRoot()).toHaveAttribute('data-footer-variant', 'default');
  });
});
