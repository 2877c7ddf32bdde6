/**
 * The refusal and success texts a shopper reads, word for word. The storefront shows `meta.message` as
 * sent, so the fake has to say exactly what the API says; these fail on whichever side drifts from the
 * domain's text.
 */
import {
  CONTACT_THANKS_MESSAGE,
  NO_ACCOUNT_FOR_EMAIL_MESSAGE,
  NO_ACCOUNT_FOR_PHONE_MESSAGE,
  orderNotCancellableMessage,
  OTP_VERIFIED_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_MISMATCH_ALERT,
  RETURN_WINDOW_PASSED_MESSAGE,
  toPaise,
  TOO_MANY_ATTEMPTS_MESSAGE,
  whatsAppOrderLink,
} from '@storefront/domain';
import { CatalogueDiscovery } from './catalogue-discovery';
import { codeSentTo, contractTarget, expectSdkError, newSdk, newShopperDetails, registerShopper } from './setup';

const target = contractTarget();
const DAY_MS = 24 * 60 * 60 * 1000;

async function placedCodOrder() {
  const sdk = newSdk();
  await registerShopper(sdk);
  const product = await new CatalogueDiscovery(sdk).simpleInStock({ minStock: 1 });
  await sdk.cart.addItem({ item_id: product.id, item_type: 'Product', quantity: 1 });
  const { data: address } = await sdk.addresses.create({
    name: 'Meera Iyer',
    phone: '9822223333',
    address_line_1: '12 Lake Road',
    city: 'Chennai',
    state: 'Tamil Nadu',
    pincode: '600001',
  });
  const { data: order } = await sdk.orders.place({ address_id: address.address.id, payment_method: 'cod', use_wallet_balance: false });
  return { sdk, order };
}

describe('texts the shopper reads', () => {
  it('writes the order\'s WhatsApp message as the domain does', async () => {
    const { sdk, order } = await placedCodOrder();
    const { data: store } = await sdk.settings.get();
    const expected = whatsAppOrderLink(
      { name: store.name, whatsappNumber: store.whatsapp_number },
      { invoiceNumber: order.invoice_number, total: toPaise(order.total), paymentMethod: order.payment_method },
      order.items.map((item) => ({
        productName: item.product_name,
        attributes: item.attributes,
        quantity: item.quantity,
        totalPrice: toPaise(item.total_price),
      })),
    );
    expect(expected).not.toBeNull();
    expect(order.whatsapp_order_link).toBe(expected);
  });

  it('names the status that stops a cancel', async () => {
    const { sdk, order } = await placedCodOrder();
    await sdk.orders.cancel(order.id);
    await expectSdkError(sdk.orders.cancel(order.id), 422, orderNotCancellableMessage('cancelled'));
  });

  // Only the fake can move the clock past the return window; the API's own tests cover its side.
  const onFake = target.fake ? it : it.skip;
  onFake('says a return is too late after the window', async () => {
    const { sdk, order } = await placedCodOrder();
    const fake = target.fake as NonNullable<typeof target.fake>;
    fake.setOrderStatus(order.id, 'delivered');
    fake.advanceTime(8 * DAY_MS);
    const [option] = (await sdk.orders.returnOptions()).data;
    await expectSdkError(sdk.orders.return(order.id, { return_request: { return_option_id: option.id } }), 422, RETURN_WINDOW_PASSED_MESSAGE);
  });

  it('says which kind of identifier has no account', async () => {
    const stranger = newShopperDetails();
    await expectSdkError(newSdk().auth.createPin({ full_phone_number: stranger.full_phone_number }), 404, NO_ACCOUNT_FOR_PHONE_MESSAGE);
    await expectSdkError(newSdk().auth.createOtp({ email: stranger.email }), 404, NO_ACCOUNT_FOR_EMAIL_MESSAGE);
    await expectSdkError(newSdk().auth.createOtp({ full_phone_number: stranger.full_phone_number }), 404, NO_ACCOUNT_FOR_PHONE_MESSAGE);
  });

  it('answers the forgot-password steps with the same words', async () => {
    const shopper = await registerShopper(newSdk());
    const sdk = newSdk();
    const otp = await codeSentTo(shopper.email, () => sdk.auth.createOtp({ email: shopper.email }));
    expect((await sdk.auth.verifyOtp({ email: shopper.email, pin: otp })).data.message).toBe(OTP_VERIFIED_MESSAGE);
    const password = 'Changed@321';
    await expectSdkError(
      sdk.auth.updatePassword({ email: shopper.email, pin: otp, password, password_confirmation: 'Other@321' }),
      422,
      PASSWORD_MISMATCH_ALERT,
    );
    const { data } = await sdk.auth.updatePassword({ email: shopper.email, pin: otp, password, password_confirmation: password });
    expect(data.message).toBe(PASSWORD_CHANGED_MESSAGE);
  });

  it('voids a code after five checks with the same 429', async () => {
    const shopper = await registerShopper(newSdk());
    const sdk = newSdk();
    const pin = await codeSentTo(shopper.full_phone_number, () => sdk.auth.createPin({ full_phone_number: shopper.full_phone_number }));
    const wrong = pin === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i += 1) {
      await expectSdkError(sdk.auth.verifyPin({ full_phone_number: shopper.full_phone_number, pin: wrong }), 422);
    }
    await expectSdkError(sdk.auth.verifyPin({ full_phone_number: shopper.full_phone_number, pin }), 429, TOO_MANY_ATTEMPTS_MESSAGE);
  });

  it('refuses a sign-up whose passwords differ, naming the field', async () => {
    const { password, ...details } = newShopperDetails();
    const refused = await expectSdkError(
      newSdk().auth.register({ user_params: { ...details, password, password_confirmation: `${password}x` } }),
      400,
      PASSWORD_MISMATCH_ALERT,
    );
    expect(refused.fieldErrors).toEqual([{ field: 'user_params.password_confirmation', message: PASSWORD_MISMATCH_ALERT }]);
  });

  it('thanks for a contact message', async () => {
    const { email, name } = newShopperDetails();
    const { data } = await newSdk().contact.send({ name, email, message: 'Do you ship to Leh?' });
    expect(data.message).toBe(CONTACT_THANKS_MESSAGE);
  });
});
