import { useT, useTranslateMessage } from '@storefront/i18n';
import type { PaymentMethodCode } from '@storefront/sdk';
import { Button, SkeletonRows, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useStores, type OnlineMethod } from '../../../stores';
import { ChoiceList } from '../payment/choice-list';
import { paymentOptionText } from '../payment/payment-option-text';
import { DeliveryPromiseNote } from './delivery-promise-note';

const ONLINE: readonly PaymentMethodCode[] = ['razorpay', 'phonepe', 'paypal'];
const isOnline = (code: PaymentMethodCode | null): code is OnlineMethod => code !== null && ONLINE.includes(code);

/**
 * The store's payment options, full or advance payment (online methods), the wallet balance, and
 * "Place order". The button is disabled while an order or payment is being made, so a double click makes
 * one; a page the back button brings back from a provider is made usable again.
 */
export const PaymentStep = observer(function PaymentStep() {
  const t = useTokens();
  const tr = useT();
  const translateMessage = useTranslateMessage();
  const { settings, checkout, cart, placeOrder, payments, auth, locale } = useStores();
  const details = cart.details;

  useEffect(() => {
    if (settings.paymentOptions.value.length === 0) void settings.loadPaymentOptions();
    if (!auth.isGuestUser) void checkout.loadWallet();
    // Back from a provider's page: the browser may restore this page as it was left, button busy.
    const onPageShow = (event: PageTransitionEvent) => event.persisted && payments.settle();
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [settings, checkout, payments, auth.isGuestUser]);
  // The amounts in the order summary are the server's for the choices made here.
  useEffect(() => checkout.watchCharges(), [checkout]);

  if (!details) return null;
  if (settings.paymentOptions.loading && settings.paymentOptions.value.length === 0) return <SkeletonRows count={3} />;

  // Cash on delivery where the server says the address and the order's value allow it; elsewhere it is
  // shown disabled with the server's reason (the server refuses it too: this only spares the shopper).
  const delivery = details.delivery;
  const codRefused = delivery && !delivery.cod_available ? translateMessage(delivery.cod_reason ?? '') : null;
  const method = codRefused !== null && checkout.paymentMethod === 'cod' ? null : checkout.paymentMethod;
  const walletOnly = checkout.walletCoversTotal;
  const busy = placeOrder.placing || payments.paying || checkout.choosingPayment;
  // Never place an order on amounts still being worked out: what is shown is what is charged.
  const canPlace = (walletOnly || method !== null) && !checkout.chargesLoading;
  const place = () => {
    if (!walletOnly && isOnline(method)) void payments.pay(method);
    else void placeOrder.place();
  };

  return (
    <div>
      {delivery && <DeliveryPromiseNote check={delivery} />}
      {settings.paymentOptions.error && <p role="alert">{translateMessage(settings.paymentOptions.error.message)}</p>}
      <ChoiceList
        legend={tr('checkout.payment.method')}
        name="payment-method"
        selected={method}
        disabled={busy}
        choices={settings.paymentOptions.value.map((option) => {
          const { name, description } = paymentOptionText(option, locale.locale, tr);
          return option.code === 'cod' && codRefused !== null
            ? { value: option.code, label: name, description: codRefused, disabled: true }
            : { value: option.code, label: name, description };
        })}
        onSelect={(code) => void checkout.choosePaymentMethod(code)}
      />
      {isOnline(method) && settings.paymentOptions.value.find((o) => o.code === method)?.supports_advance_payment && (
        <ChoiceList
          legend={tr('checkout.payment.amountLegend')}
          name="payment-amount"
          selected={details.make_advance_payment ? 'advance' : 'full'}
          disabled={busy}
          choices={[
            { value: 'full', label: tr('checkout.payment.full'), description: tr('checkout.payment.fullDescription') },
            { value: 'advance', label: tr('checkout.payment.advance'), description: tr('checkout.payment.advanceDescription') },
          ]}
          onSelect={(choice) => void checkout.chooseAdvancePayment(choice === 'advance')}
        />
      )}
      {checkout.walletBalance !== null && checkout.walletBalance > 0 && (
        <p css={{ margin: `0 0 ${t.space.lg}` }}>
          <label css={{ display: 'inline-flex', gap: t.space.sm, alignItems: 'center', cursor: 'pointer' }}>
            <input type="checkbox" checked={checkout.useWallet} disabled={busy} onChange={(e) => checkout.setUseWallet(e.target.checked)} />
            {tr('checkout.payment.useWallet', { amount: settings.formatPrice(checkout.walletBalance) })}
          </label>
        </p>
      )}
      <Button fullWidth disabled={!canPlace || checkout.choosingPayment} loading={placeOrder.placing || payments.paying} onClick={place}>
        {tr('checkout.payment.placeOrder')}
      </Button>
    </div>
  );
});
