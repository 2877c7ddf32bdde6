import { operations } from '../../generated/operations';
import { masalaChai, nonStickPan } from '../fixtures/products';
import { readOutbox } from '../outbox';
import { useFakeKit } from './test-kit';

const kit = useFakeKit();
const { fake } = kit;

describe('the fake API', () => {
  it('answers every operation of the contract with a contract-valid response', async () => {
    const sdk = kit.sdk();
    await Promise.all([
      sdk.settings.get(),
      sdk.settings.paymentOptions(),
      sdk.content.banners(),
      sdk.content.cmsPages(),
      sdk.content.cmsPage('about-us'),
      sdk.content.faqs(),
      sdk.catalog.filter({ query: 'kettle' }),
      sdk.catalog.facets({ query: 'kettle', in_stock: true }),
      sdk.catalog.product(masalaChai.id),
      sdk.search.products('chai'),
      sdk.catalog.trending({ period: 'weekly' }),
      sdk.catalog.bestSelling(),
      sdk.catalog.categoryProducts(),
      sdk.catalog.optionTypes(),
      sdk.catalog.brands({ featured: true }),
      sdk.catalog.categories(),
      sdk.catalog.allCategories(),
      sdk.catalog.collections(),
      sdk.coupons.list(),
      sdk.addresses.states(),
      sdk.addresses.cities('MH'),
      sdk.orders.returnOptions(),
      sdk.wishlist.list(),
    ]);

    // A guest: checkout, contact details, then back to an anonymous cart.
    await sdk.cart.addItem({ item_id: masalaChai.id, quantity: 1 });
    await sdk.auth.guestCheckout();
    await sdk.auth.createGuestUser({ name: 'Guest', full_phone_number: '9000000009' });
    await sdk.auth.removeGuestUser();

    // A registered shopper: profile, cart, coupon, wishlist, addresses.
    const { phone, email, sdk: me } = await kit.shopper(sdk);
    await me.account.currentUser();
    await me.account.updateCurrentUser({ name: 'Tour Shopper' });
    const { data: cart } = await me.cart.get();
    await me.cart.updateItemQuantity(cart.cart_items[0].id, 3);
    await me.coupons.apply('WELCOME10');
    await me.coupons.remove();
    await me.cart.setAdvancePayment(false);
    await me.cart.setCodCharge(false);
    const { data: wished } = await me.wishlist.addItem({ item_id: nonStickPan.id });
    await me.wishlist.moveToCart(wished.wishlist_items[0].id);
    const { data: again } = await me.wishlist.addItem({ item_id: masalaChai.id });
    await me.wishlist.removeItem(again.wishlist_items[0].id);
    await me.cart.removeItem(cart.cart_items[0].id);
    const input = { name: 'Tour', phone: '9000000001', address_line_1: '1 Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' };
    const { data: home } = await me.addresses.create(input);
    await me.addresses.update({ id: home.address.id, landmark: 'Near the park' });
    await me.addresses.delete((await me.addresses.create(input)).data.address.id);
    await me.addresses.removeFromUser((await me.addresses.create(input)).data.address.id);
    await me.addresses.list();
    await me.cart.addAddress(home.address.id);
    await me.cart.checkoutCharges({ payment_method: 'razorpay', use_wallet_balance: true });

    // Orders and payments.
    const { data: order } = await me.orders.place({ address_id: home.address.id, payment_method: 'cod', use_wallet_balance: false });
    await me.orders.myOrders();
    await me.orders.get(order.id);
    await me.orders.invoice(order.id);
    fake.setOrderStatus(order.id, 'delivered');
    await me.orders.return(order.id, { return_request: { return_option_id: 1 } });
    await me.cart.addItem({ item_id: masalaChai.id, quantity: 1 });
    const { data: placed } = await me.orders.place({ address_id: home.address.id, payment_method: 'cod', use_wallet_balance: false });
    await me.orders.cancel(placed.id);
    for (const provider of ['razorpay', 'phonepe', 'paypal'] as const) {
      await me.cart.addItem({ item_id: masalaChai.id, quantity: 1 });
      await me.cart.addAddress(home.address.id);
      if (provider === 'razorpay') {
        const { data } = await me.payments.start({ payment_method: provider, use_wallet_balance: false });
        const paymentId = 'pay_tour';
        await me.payments.verify({
          payment_id: paymentId,
          transaction_id: data.transaction_id,
          signature: fake.sandboxSignature(data.provider_order_id, paymentId),
        });
      } else if (provider === 'phonepe') {
        const { data } = await me.payments.initiatePhonepe({ payment_method: provider, use_wallet_balance: false });
        fake.settlePayment(data.transaction_id, 'paid');
        await me.payments.phonepeStatus({ transaction_id: data.transaction_id });
      } else {
        const { data } = await me.payments.initiatePaypal({ payment_method: provider, use_wallet_balance: false });
        fake.settlePayment(data.transaction_id, 'paid');
        await me.payments.executePaypal({ payment_id: data.payment_id as string, payer_id: 'PAYER' });
      }
    }
    await me.reviews.create({ product_id: masalaChai.id, rating: 5, title: 'Lovely', comment: 'Great chai.' });
    await me.wallet.get();
    await me.delivery.check({ pincode: '560001' });

    // Codes through the outbox, then logout.
    await me.auth.createPin({ full_phone_number: phone });
    await me.auth.verifyPin({ full_phone_number: phone, pin: fake.latestCode(phone) as string });
    await me.auth.createOtp({ email });
    const otp = (await readOutbox(fake.baseUrl, email, kit.fetch))[0].code as string;
    await me.auth.verifyOtp({ email, pin: otp });
    await me.auth.updatePassword({ email, pin: otp, password: 'Changed@123', password_confirmation: 'Changed@123' });
    await me.auth.login({ email, password: 'Changed@123' });
    await me.auth.logout();
    await me.subscriber.subscribe(email);
    await me.contact.send({ name: 'Tour', email, message: 'Hello' });

    expect([...kit.seen].sort()).toEqual(Object.keys(operations).sort());
  });
});
