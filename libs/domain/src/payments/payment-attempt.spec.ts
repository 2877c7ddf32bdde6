import { MIN_ONLINE_AMOUNT_MESSAGE, WALLET_COVERS_MESSAGE } from '../messages/commerce';
import {
  onlineAmountRefusal,
  paymentMethodLabel,
  providerRefusalMessage,
  wrongPaymentMethodMessage,
} from './payment-attempt';

describe('onlineAmountRefusal', () => {
  it('refuses nothing to pay: the wallet covers the order', () => {
    expect(onlineAmountRefusal(0)).toBe(WALLET_COVERS_MESSAGE);
    expect(onlineAmountRefusal(-5)).toBe(WALLET_COVERS_MESSAGE);
  });

  it('refuses less than one rupee and allows one rupee', () => {
    expect(onlineAmountRefusal(99)).toBe(MIN_ONLINE_AMOUNT_MESSAGE);
    expect(onlineAmountRefusal(100)).toBeNull();
  });
});

describe('payment texts', () => {
  it('names methods, and shows an unknown one as sent', () => {
    expect(paymentMethodLabel('razorpay')).toBe('Card / UPI');
    expect(paymentMethodLabel('upi_intent')).toBe('upi_intent');
  });

  it('says which method an endpoint takes and why a provider refused', () => {
    expect(wrongPaymentMethodMessage('paypal')).toBe('payment_method must be paypal on this endpoint');
    expect(providerRefusalMessage('Payer has not approved payment')).toBe('Payment Failed: Payer has not approved payment');
  });
});
