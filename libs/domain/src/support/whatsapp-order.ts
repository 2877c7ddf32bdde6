import { invoiceItemDescription } from '../gst/invoice-layout';
import { formatRupees } from '../money/paise';
import { paymentMethodLabel } from '../payments/payment-attempt';
import { WHATSAPP_CHAT_BASE_URL, whatsAppDigits } from './whatsapp-chat';

/**
 * The order's "Send on WhatsApp" link: a chat with the store's number, its text naming the order, each
 * line, the total and the payment method (amounts in paise). Null when the store has no WhatsApp number.
 * `translate` puts the fixed lines in the shopper's language (the lines of items are the merchant's words).
 */
export function whatsAppOrderLink(
  store: { name: string; whatsappNumber: string | null | undefined },
  order: { invoiceNumber: string; total: number; paymentMethod: string },
  items: readonly { productName: string; attributes: readonly { option_type: string; option_value: string }[]; quantity: number; totalPrice: number }[],
  translate: (text: string) => string = (text) => text,
): string | null {
  const digits = whatsAppDigits(store.whatsappNumber);
  if (!digits) return null;
  const lines = items.map(
    (item) => `- ${invoiceItemDescription(item.productName, item.attributes)} x ${item.quantity} = ${formatRupees(item.totalPrice)}`,
  );
  const text = [
    translate(`Hello ${store.name}, I have placed an order.`),
    translate(`Order: ${order.invoiceNumber}`),
    ...lines,
    translate(`Total: ${formatRupees(order.total)}`),
    translate(`Payment: ${paymentMethodLabel(order.paymentMethod)}`),
  ].join('\n');
  return `${WHATSAPP_CHAT_BASE_URL}${digits}?text=${encodeURIComponent(text)}`;
}
