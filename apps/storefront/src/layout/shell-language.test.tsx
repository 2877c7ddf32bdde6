import { render, screen, waitFor, within } from '@testing-library/react';
import { createI18n, I18nProvider, type I18n } from '@storefront/i18n';
import { ALL_CATALOGS } from '@storefront/i18n/server';
import { App } from '../app/App';
import { installFakeApi } from '../test-utils/fake-api';
import { createTestRouting } from '../test-utils/test-router';
import { createTestStore } from '../test-utils/test-store';
import { buildLanguageSwitch } from './view-models';

const { fake } = installFakeApi();

async function renderShellIn(i18n: I18n) {
  const routing = createTestRouting('/');
  const store = createTestStore(fake, { navigator: routing.navigator });
  await store.root.start();
  render(
    <I18nProvider i18n={i18n}>
      <App store={store.root} navigator={routing.navigator} Router={routing.Router} />
    </I18nProvider>,
  );
  await waitFor(() => expect(document.querySelector('header[data-header-variant]')).not.toBeNull(), { timeout: 5000 });
  return store.root;
}

describe('the shell in each language', () => {
  it('draws the theme header and the bottom bar in Hindi', async () => {
    await renderShellIn(createI18n('hi-IN', ...ALL_CATALOGS['hi-IN']));
    const header = document.querySelector('header') as HTMLElement;
    expect(within(header).getAllByRole('button', { name: 'खोजें' }).length).toBeGreaterThan(0);
    expect(within(header).getByRole('button', { name: 'कार्ट' })).toBeInTheDocument();
    const bar = await screen.findByRole('navigation', { name: 'क्विक लिंक' });
    expect(within(bar).getByText('विशलिस्ट')).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
  });

  it('draws today\'s English texts in English', async () => {
    await renderShellIn(createI18n('en-IN', ...ALL_CATALOGS['en-IN']));
    const header = document.querySelector('header') as HTMLElement;
    expect(within(header).getAllByRole('button', { name: 'Search' }).length).toBeGreaterThan(0);
    expect(within(header).getByRole('button', { name: 'Cart' })).toBeInTheDocument();
    const bar = await screen.findByRole('navigation', { name: 'Quick links' });
    expect(within(bar).getByText('Wish')).toBeInTheDocument();
  });
});

describe('the language switch model', () => {
  it('is absent when a store offers one language', async () => {
    const { root } = createTestStore(fake);
    expect(buildLanguageSwitch(root, ['en-IN'])).toBeUndefined();
  });

  it('links the current page in English and Hindi, the languages the store offers', () => {
    const { root } = createTestStore(fake);
    const languageSwitch = buildLanguageSwitch(root);
    expect(languageSwitch?.languages).toEqual([
      { locale: 'en-IN', name: 'English', href: '/', current: true },
      { locale: 'hi-IN', name: 'हिन्दी', href: '/hi', current: false },
    ]);
  });
});
