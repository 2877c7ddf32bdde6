import { fireEvent, render, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createI18n, I18nProvider } from '@storefront/i18n';
import { ALL_CATALOGS } from '@storefront/i18n/server';
import { createMemoryTokenStore } from '@storefront/sdk';
import { nonStickPan } from '@storefront/sdk/testing';
import { storeColorVariables } from '@storefront/themes';
import { AppRoutes } from '../../app/routes';
import { createRootStore, renderedPage, type RootStore } from '../../stores';
import { installFakeApi, signInDemoCustomer } from '../../test-utils/fake-api';
import { createRecordingNavigator, createRecordingNotifier } from '../../test-utils/recording-ports';
import { RoutedTestTree } from '../../test-utils/render';
import { createTestRouting } from '../../test-utils/test-router';
import CallbackScreen from '../callback';
import CheckoutScreen from '.';

const { fake } = installFakeApi();

/**
 * A screen on a Hindi page (`/hi/...`): the stores read Hindi from the address, as the app's do, and the
 * screen gets the Hindi catalogs, as a Hindi page's render does. The demo customer is signed in with a
 * pan in the cart.
 */
const checkout = { element: <CheckoutScreen />, path: '/checkout' };
const callback = { element: <CallbackScreen />, path: '/callbackUrl' };

async function renderInHindi(
  screen: { element: ReactElement; path: string },
  url: string | { pathname: string; search: string; state: unknown },
  prepare: (root: RootStore) => Promise<unknown> = async () => undefined,
) {
  const routing = createTestRouting(url);
  const notifier = createRecordingNotifier();
  const tokenStore = createMemoryTokenStore();
  const root = createRootStore({
    baseUrl: fake.baseUrl,
    tokenStore,
    notifier,
    navigator: routing.navigator,
    env: { hostname: 'shop.example.in', document: null },
    colourVariables: storeColorVariables,
    localePage: renderedPage(`/hi${typeof url === 'string' ? url : url.pathname + url.search}`),
  });
  const store = { root, notifier, navigator: createRecordingNavigator(), tokenStore };
  // The routes' private-stores gate is not in this table: load them as it would.
  await root.loadPrivateStores();
  await signInDemoCustomer(store.root);
  await store.root.settings.load();
  await store.root.cart.add({ item_id: nonStickPan.id, item_type: 'Product', quantity: 1 });
  await prepare(store.root);
  return render(
    <I18nProvider i18n={createI18n('hi-IN', ...ALL_CATALOGS['hi-IN'])}>
      <RoutedTestTree store={store} routing={routing}>
        <AppRoutes table={[screen]} />
      </RoutedTestTree>
    </I18nProvider>,
  );
}

describe('checkout in Hindi', () => {
  it('address step: the steps, the address book, "Deliver here" and the address form', async () => {
    const { findByRole, getByRole, container } = await renderInHindi(checkout, '/checkout?step=address');
    expect(await findByRole('heading', { level: 1, name: 'चेकआउट' })).toBeInTheDocument();
    expect(getByRole('navigation', { name: 'चेकआउट के चरण' })).toBeInTheDocument();
    expect(container.querySelector('[aria-current="step"]')).toHaveTextContent('डिलीवरी का पता');
    expect(getByRole('heading', { name: 'ऑर्डर का सारांश' })).toBeInTheDocument();

    const saved = await findByRole('radio', { name: /221 Residency Road/ });
    expect(saved).toHaveAccessibleName(expect.stringContaining('(घर)'));
    expect(getByRole('group', { name: 'सेव किए गए पते' })).toBeInTheDocument();
    expect(getByRole('button', { name: 'यहाँ डिलीवर करें' })).toBeEnabled();
    expect(getByRole('button', { name: /का पता \(221 Residency Road\) बदलें$/ })).toHaveTextContent('बदलें');

    fireEvent.click(getByRole('button', { name: 'नया पता जोड़ें' }));
    const form = await findByRole('form', { name: 'नया पता' });
    expect(within(form).getByLabelText(/पूरा नाम/)).toBeInTheDocument();
    expect(within(form).getByLabelText(/पिनकोड/)).toHaveAccessibleDescription(expect.stringContaining('6 अंक'));
    expect(within(form).getByLabelText(/राज्य/)).toBeInTheDocument();
    expect(within(form).getByRole('option', { name: 'घर' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'पता सेव करें' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
    expect(container).not.toHaveTextContent(/Deliver here|Add new address|Full name|Pincode|Save address/);
  });

  it('payment step: methods, cash on delivery and its charge, the delivery promise and "Place order"', async () => {
    const { findByRole, getByRole, findByText, container } = await renderInHindi(checkout, '/checkout?step=payment', async (root) => {
      const { data: book } = await root.sdk.addresses.list();
      await root.sdk.cart.addAddress(book[0].id);
      await root.cart.load();
    });
    const place = await findByRole('button', { name: 'ऑर्डर करें' });
    expect(place).toBeDisabled();
    expect(getByRole('group', { name: 'भुगतान का तरीका' })).toBeInTheDocument();
    expect(getByRole('radio', { name: /कार्ड, UPI और नेटबैंकिंग/ })).toBeEnabled();
    // A Hindi weekday and month: "मंगल, 2 दिस॰ तक डिलीवरी".
    expect(await findByText(/^[\u0900-\u097F]+, \d{1,2} [^ ]+ तक डिलीवरी$/)).toBeInTheDocument();

    fireEvent.click(getByRole('radio', { name: /कैश ऑन डिलीवरी/ }));
    const amounts = getByRole('group', { name: 'राशियाँ' });
    await waitFor(() => expect(amounts).toHaveTextContent('कैश ऑन डिलीवरी शुल्क'));
    expect(amounts).toHaveTextContent('सबटोटल');
    expect(amounts).toHaveTextContent('डिलीवरी पर चुकाने हैं');
    await waitFor(() => expect(place).toBeEnabled());
    expect(container).not.toHaveTextContent(/Place order|Cash on Delivery|Payment method|Subtotal/);
  });

  it('the order placed page and the failed payment', async () => {
    const placed = await renderInHindi(callback, {
      pathname: '/callbackUrl',
      search: '?action=place-order',
      state: { id: 7, invoice_number: 'INV-2025-000007', whatsapp_order_link: 'https://wa.me/919800000000?text=x' },
    });
    expect(placed.container.querySelector('h1')).toHaveTextContent('धन्यवाद! आपका ऑर्डर हो गया है');
    expect(placed.container).toHaveTextContent('ऑर्डर आईडी: INV-2025-000007');
    expect(placed.getByRole('link', { name: 'ऑर्डर ट्रैक करें' })).toBeInTheDocument();
    const buttons = Array.from(placed.container.querySelectorAll('button'), (b) => b.textContent);
    expect(buttons).toEqual(['ऑर्डर WhatsApp पर भेजें', 'खरीदारी जारी रखें', 'मेरा ऑर्डर']);
    placed.unmount();

    const failed = await renderInHindi(callback, '/callbackUrl?action=place-order');
    expect(failed.container.querySelector('h1')).toHaveTextContent('भुगतान नहीं हो सका');
    expect(failed.getByRole('link', { name: 'फिर से कोशिश करें' })).toHaveAttribute('href', '/checkout?step=payment');
  });
});
