import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Order } from '@storefront/sdk';
import { b2bCustomer } from '@storefront/sdk/testing';
import { failRequest } from '../../test-utils/fake-failures';
import { installFakeApi, signInDemoCustomer } from '../../test-utils/fake-api';
import { placeFakeOrder } from '../../test-utils/fake-orders';
import type { RootStore } from '../../stores';
import { renderScreen } from '../shared/testing/render-screen';
import AccountArea from '.';

const { fake, server } = installFakeApi();

/** Timers that run at once, so logout's 1 s delay does not slow the tests. */
const instantTimers = { setTimeout: (run: () => void) => (run(), 0), clearTimeout: () => undefined };

async function openAccount(url: string, prepare: (root: RootStore) => Promise<unknown> = async () => undefined) {
  return renderScreen(fake, <AccountArea />, {
    url,
    path: '/my-account/*',
    timers: instantTimers,
    prepare: async (root) => {
      await root.settings.load();
      await signInDemoCustomer(root);
      await root.auth.loadUser();
      await prepare(root);
    },
  });
}

describe('account area', () => {
  it('has a navigation of Profile, My Orders, Addresses, Wallet and Logout, with the current page marked', async () => {
    await openAccount('/my-account/wallet');
    const nav = screen.getByRole('navigation', { name: 'My account' });
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/my-account');
    expect(within(nav).getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/my-account/orders');
    expect(within(nav).getByRole('link', { name: 'Addresses' })).toHaveAttribute('href', '/my-account/addresses');
    expect(within(nav).getByRole('link', { name: 'Wallet' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Wallet' })).toBeInTheDocument();
  });

  it('logs out from the navigation', async () => {
    const { root } = await openAccount('/my-account/orders');
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(root.auth.isSignedIn).toBe(false));
    expect(root.auth.user).toBeNull();
  });

  it('shows the profile at /my-account', async () => {
    await openAccount('/my-account');
    expect(await screen.findByText('Hello, Demo Customer')).toBeInTheDocument();
  });
});

describe('my orders page', () => {
  it('lists orders with invoice number, status and total, linking to the detail; title "My Orders"', async () => {
    let invoice = '';
    let id = 0;
    await openAccount('/my-account/orders', async (root) => {
      const order = await placeFakeOrder(root, fake, { quantity: 2 });
      invoice = order.invoice_number;
      id = order.id;
    });
    const link = await screen.findByRole('link', { name: `Order ${invoice}` });
    expect(link).toHaveAttribute('href', `/my-account/orders/${id}`);
    expect(within(link).getByText('Placed')).toBeInTheDocument();
    expect(within(link).getByText(/2 items/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('My Orders'));
  });

  it('with no orders, links to the catalogue', async () => {
    await openAccount('/my-account/orders');
    expect(await screen.findByText(/You have not placed any orders yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/products');
  });

  it('a failed list offers a retry', async () => {
    failRequest(server, fake, 'get', '/orders/my_orders', { message: 'Service unavailable' });
    await openAccount('/my-account/orders');
    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
  });
});

/** Opens the detail page of an order the demo customer placed (moved to `status` in the fake). */
async function openOrder(status?: Order['status'], options: { useWallet?: boolean } = {}) {
  let order: Order | null = null;
  const rendered = await openAccount('/my-account', async (root) => {
    order = await placeFakeOrder(root, fake, { status, ...options });
  });
  const placed = order as unknown as Order;
  act(() => rendered.router.navigate(`/my-account/orders/${placed.id}`));
  await screen.findByRole('heading', { level: 1, name: `Order ${placed.invoice_number}` });
  return { ...rendered, order: placed };
}

describe('order detail', () => {
  it('shows items, address, payment, charges and the status timeline; title names the order', async () => {
    const { order } = await openOrder();
    expect(screen.getByRole('link', { name: 'Masala Chai 250g' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Delivery address' })).toBeInTheDocument();
    expect(screen.getByText('Cash on delivery')).toBeInTheDocument();
    const timeline = screen.getByRole('heading', { name: 'Order status' }).parentElement as HTMLElement;
    expect(within(timeline).getAllByRole('listitem').map((li) => li.textContent?.split(' · ')[0])).toEqual([
      'Placed',
      'Confirmed',
      'Packed',
      'Shipped',
      'Out for delivery',
      'Delivered',
    ]);
    expect(screen.getByRole('link', { name: 'View invoice' })).toHaveAttribute('href', `/my-account/orders/${order.id}/invoice`);
    expect(document.title).toContain(`Order ${order.invoice_number}`);
  });

  it('cancels after "Yes" in the confirmation dialog; "No" leaves the order alone', async () => {
    const { notifier } = await openOrder();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Cancel this order?' })).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(notifier.toasts).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Cancel this order?' })).getByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(notifier.successes).toEqual(['order successfully cancel!']));
    expect(await screen.findByText('Cancelled', { selector: 'p > strong' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Return' })).not.toBeInTheDocument();
  });

  it('shows the API’s refusal when the order shipped before the cancel got there', async () => {
    const { notifier, order } = await openOrder();
    fake.setOrderStatus(order.id, 'shipped');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This order can no longer be cancelled');
    expect(notifier.errors).toEqual(['order cancel error!']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument());
  });

  it('returns a delivered order with a reason and a comment; the reason is required', async () => {
    const { notifier } = await openOrder('delivered');
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Return' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return order' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit return' }));
    expect(await within(dialog).findByText('Please choose a reason')).toBeInTheDocument();

    await within(dialog).findByRole('option', { name: 'Wrong item received' });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByLabelText('Comment (optional)'), { target: { value: 'Got the wrong flavour' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit return' }));

    await waitFor(() => expect(notifier.successes).toEqual(['Your return request has been submitted']));
    expect(await screen.findByText('Return requested', { selector: 'p > strong' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Return' })).not.toBeInTheDocument();
  });

  it('a refused return keeps the dialog, the choice and the comment, and says "return order error!"', async () => {
    const { notifier, order } = await openOrder('delivered');
    failRequest(server, fake, 'post', `/orders/${order.id}/return`, { status: 422, message: 'Return window closed' });

    fireEvent.click(screen.getByRole('button', { name: 'Return' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return order' });
    await within(dialog).findByRole('option', { name: 'Damaged product' });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByLabelText('Comment (optional)'), { target: { value: 'Cracked lid' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit return' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Return window closed');
    expect(notifier.errors).toEqual(['return order error!']);
    expect(within(dialog).getByLabelText('Comment (optional)')).toHaveValue('Cracked lid');
  });

  it('an unknown order shows the not-found page', async () => {
    await openAccount('/my-account/orders/999999');
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeInTheDocument();
  });
});

describe('invoice page', () => {
  it('shows the B2B buyer’s GSTIN, the store’s GSTIN and the IGST column for another state', async () => {
    const rendered = await renderScreen(fake, <AccountArea />, {
      url: '/my-account',
      path: '/my-account/*',
      prepare: async (root) => {
        await root.settings.load();
        await root.sdk.auth.login({ email: b2bCustomer.user.email ?? '', password: b2bCustomer.password });
        await root.sdk.addresses.create({
          name: 'Priya Traders',
          phone: '9123456780',
          address_line_1: '5 Linking Road',
          city: 'Mumbai',
          state: 'Maharashtra',
          pincode: '400050',
        });
      },
    });
    const order = await placeFakeOrder(rendered.root, fake);
    act(() => rendered.router.navigate(`/my-account/orders/${order.id}/invoice`));

    const invoice = await screen.findByRole('article', { name: 'Tax invoice' });
    expect(within(invoice).getByText(`GSTIN: ${b2bCustomer.user.gstin}`)).toBeInTheDocument();
    expect(within(invoice).getByText('GSTIN: 29AAACD1234E1Z5')).toBeInTheDocument();
    expect(within(invoice).getByRole('columnheader', { name: 'IGST' })).toBeInTheDocument();
    expect(within(invoice).queryByRole('columnheader', { name: 'CGST' })).not.toBeInTheDocument();
    expect(within(invoice).getByRole('button', { name: 'Print invoice' })).toBeInTheDocument();
    expect(document.title).toContain(`Invoice ${order.invoice_number}`);
  });
});

describe('wallet page', () => {
  it('shows the balance and the debit with a link to its order', async () => {
    let order: Order | null = null;
    await openAccount('/my-account/wallet', async (root) => {
      order = await placeFakeOrder(root, fake, { useWallet: true });
    });
    const placed = order as unknown as Order;
    expect(await screen.findByText(`₹${(250 - placed.wallet_amount_used).toFixed(2)}`, { exact: false })).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(`Paid for order`);
    expect(within(rows[1]).getByRole('link', { name: 'View order' })).toHaveAttribute('href', `/my-account/orders/${placed.id}`);
    expect(rows[2]).toHaveTextContent('Welcome bonus');
  });
});
