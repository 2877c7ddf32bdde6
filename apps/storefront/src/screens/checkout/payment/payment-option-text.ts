import type { Locale } from '@storefront/domain';
import type { MessageId, Translate } from '@storefront/i18n';
import type { PaymentMethodCode, PaymentOption } from '@storefront/sdk';

const OPTION_TEXTS: Record<PaymentMethodCode, { name: MessageId; description: MessageId }> = {
  cod: { name: 'checkout.payment.cod.name', description: 'checkout.payment.cod.description' },
  razorpay: { name: 'checkout.payment.razorpay.name', description: 'checkout.payment.razorpay.description' },
  phonepe: { name: 'checkout.payment.phonepe.name', description: 'checkout.payment.phonepe.description' },
  paypal: { name: 'checkout.payment.paypal.name', description: 'checkout.payment.paypal.description' },
  wallet: { name: 'checkout.payment.wallet.name', description: 'checkout.payment.wallet.description' },
};

/**
 * A payment option's name and description as the shopper reads them. The store writes them in English
 * (its admin settings): an English page shows them exactly as the API sends them. Another language names
 * each method from the checkout catalog by its code, since the store's own wording has no translation;
 * a description appears only where the store wrote one.
 */
export function paymentOptionText(option: PaymentOption, locale: Locale, tr: Translate): { name: string; description: string | null } {
  const texts = OPTION_TEXTS[option.code];
  if (locale === 'en-IN' || !texts) return { name: option.name, description: option.description };
  return { name: tr(texts.name), description: option.description ? tr(texts.description) : null };
}
