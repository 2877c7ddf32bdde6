import { masalaChai } from '@storefront/sdk/testing';
import { failRequest } from '../test-utils/fake-failures';
import { placeFakeOrder } from '../test-utils/fake-orders';
import { createTestStore } from '../test-utils/test-store';
import { installFakeApi, signInDemoCustomer } from '../test-utils/fake-api';
import { WALLET_PER_PAGE } from './wallet-store';

const { fake, server } = installFakeApi();

async function signedIn() {
  const store = createTestStore(fake);
  await signInDemoCustomer(store.root);
  return store;
}

describe('wallet', () => {
  it('shows the balance and the credits and debits with their orders, newest first', async () => {
    const { root } = await signedIn();
    const order = await placeFakeOrder(root, fake, { useWallet: true });

    await root.wallet.load();

    expect(root.wallet.balance).toBe(250 - order.wallet_amount_used);
    expect(root.wallet.transactions.map((t) => [t.kind, t.order_id])).toEqual([
      ['debit', order.id],
      ['credit', null],
    ]);
  });

  it('pages the transactions', async () => {
    const { root } = await signedIn();
    for (let i = 0; i < WALLET_PER_PAGE; i += 1) {
      const order = await placeFakeOrder(root, fake, { useWallet: true });
      await root.orderHistory.cancel(order.id);
    }
    await root.wallet.load();
    expect(root.wallet.transactions.length).toBeGreaterThan(WALLET_PER_PAGE);

    root.wallet.goToPage(2);

    expect(root.wallet.pageTransactions).toEqual(root.wallet.transactions.slice(WALLET_PER_PAGE, 2 * WALLET_PER_PAGE));
    root.wallet.goToPage(99);
    expect(root.wallet.page).toBe(root.wallet.totalPages);
  });

  it('a failed load shows nothing and keeps the error', async () => {
    const { root } = await signedIn();
    failRequest(server, fake, 'get', '/users/user_wallet');

    await root.wallet.load();

    expect(root.wallet.transactions).toEqual([]);
    expect(root.wallet.error).not.toBeNull();
  });
});

describe('reviews', () => {
  const draft = { rating: 5, title: ' Great chai ', comment: ' Fresh and strong. ' };

  it('adds a review: "review successfully added" and the product reloads with it', async () => {
    const { root, notifier } = await signedIn();
    await root.productDetail.load(masalaChai.id);
    const before = root.productDetail.product.value?.reviews_count ?? 0;

    const added = await root.reviews.add(masalaChai.id, draft);

    expect(added).toBe(true);
    expect(notifier.successes).toEqual(['review successfully added']);
    expect(root.productDetail.product.value?.reviews_count).toBe(before + 1);
    expect(root.productDetail.product.value?.reviews.some((r) => r.title === 'Great chai')).toBe(true);
  });

  it('a second review of the same product shows the server’s message', async () => {
    const { root, notifier } = await signedIn();
    await root.reviews.add(masalaChai.id, draft);

    const again = await root.reviews.add(masalaChai.id, draft);

    expect(again).toBe(false);
    expect(notifier.errors).toHaveLength(1);
    expect(notifier.errors[0]).not.toBe('add review error!');
  });

  it('a failure without a server message says "add review error!"', async () => {
    const { root, notifier } = await signedIn();
    failRequest(server, fake, 'post', '/reviews');

    await root.reviews.add(masalaChai.id, draft);

    expect(notifier.errors).toEqual(['add review error!']);
    expect(root.reviews.submitting).toBe(false);
  });
});
