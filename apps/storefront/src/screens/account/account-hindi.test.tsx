import { fireEvent, render, screen, within } from '@testing-library/react';
import type { AuthRoute } from '@storefront/domain';
import { createI18n, I18nProvider } from '@storefront/i18n';
import { ALL_CATALOGS } from '@storefront/i18n/server';
import type { StoreSettings } from '@storefront/sdk';
import type { ReactElement } from 'react';
import { SignInPrompt } from '../../layout/sign-in-prompt';
import type { RootStore } from '../../stores';
import { installFakeApi, signInDemoCustomer } from '../../test-utils/fake-api';
import { placeFakeOrder } from '../../test-utils/fake-orders';
import { RoutedTestTree } from '../../test-utils/render';
import { createTestRouting } from '../../test-utils/test-router';
import { createTestStore } from '../../test-utils/test-store';
import { AppRoutes } from '../../app/routes';
import AccountArea from '.';

const { fake } = installFakeApi();

/** One screen on a memory router, as the other tests render it, but in Hindi (the server's instance for /hi/...). */
async function renderInHindi(element: ReactElement, url: string, path: string, prepare: (root: RootStore) => Promise<unknown>) {
  const routing = createTestRouting(url);
  const store = createTestStore(fake, { navigator: routing.navigator });
  await prepare(store.root);
  const i18n = createI18n('hi-IN', ...ALL_CATALOGS['hi-IN']);
  return render(
    <I18nProvider i18n={i18n}>
      <RoutedTestTree store={store} routing={routing}>
        <AppRoutes table={[{ path, element }]} />
      </RoutedTestTree>
    </I18nProvider>,
  );
}

/** The sign-in prompt opened at an auth sub-route, with the store's settings changed first. */
async function openAuthInHindi(route: AuthRoute, settings: Partial<StoreSettings> = {}) {
  Object.assign(fake.state.settings, settings);
  await renderInHindi(<SignInPrompt />, '/', '/', async (root) => {
    await root.settings.load();
    root.ui.openSignInPrompt(route);
  });
}

describe('sign-in and my account in Hindi', () => {
  it('the login form: dialog name, labels, buttons and links', async () => {
    await openAuthInHindi('/login');
    const dialog = await screen.findByRole('dialog', { name: 'साइन इन करें' });
    expect(await within(dialog).findByRole('heading', { name: 'लॉगिन करें' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('ईमेल या मोबाइल नंबर')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('पासवर्ड')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'लॉगिन करें' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'पासवर्ड भूल गए?' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'ओटीपी से लॉगिन करें' })).toBeInTheDocument();
    expect(within(dialog).getByText('नए हैं?')).toBeInTheDocument();
  });

  it('the register form: account type, business fields and the terms', async () => {
    await openAuthInHindi('/register', { allow_b2b_signup: true });
    const dialog = await screen.findByRole('dialog', { name: 'रजिस्टर करें' });
    const accountType = await within(dialog).findByRole('group', { name: 'खाते का प्रकार' });
    expect(within(accountType).getByRole('radio', { name: 'व्यक्तिगत' })).toBeChecked();
    expect(within(dialog).getByLabelText('पूरा नाम')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('पासवर्ड की पुष्टि करें')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('जीएसटी नंबर')).toBeNull();

    fireEvent.click(within(accountType).getByRole('radio', { name: 'व्यवसाय' }));
    expect(await within(dialog).findByLabelText('जीएसटी नंबर')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('व्यवसाय का नाम')).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'व्यवसाय की जानकारी' })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'मैं इनसे सहमत हूँ: नियम और नीति' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'रजिस्टर करें' })).toBeInTheDocument();
  });

  it('the orders list: heading, status, item counts (plural) and the navigation', async () => {
    const invoices: string[] = [];
    await renderInHindi(<AccountArea />, '/my-account/orders', '/my-account/*', async (root) => {
      await root.settings.load();
      await signInDemoCustomer(root);
      await root.auth.loadUser();
      invoices.push((await placeFakeOrder(root, fake, { quantity: 1 })).invoice_number);
      invoices.push((await placeFakeOrder(root, fake, { quantity: 3 })).invoice_number);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'मेरे ऑर्डर' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'मेरा खाता' });
    expect(within(nav).getByRole('link', { name: 'वॉलेट' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'लॉगआउट' })).toBeInTheDocument();

    const one = await screen.findByRole('link', { name: `ऑर्डर ${invoices[0]}` });
    const three = screen.getByRole('link', { name: `ऑर्डर ${invoices[1]}` });
    expect(within(one).getByText(/1 आइटम/)).toBeInTheDocument();
    expect(within(three).getByText(/3 आइटम/)).toBeInTheDocument();
    expect(within(one).getByText('ऑर्डर किया गया')).toBeInTheDocument();
    expect(one.textContent).not.toMatch(/items?\b|Placed/);
  });
});
