import { useT, useTranslateMessage, type Translate } from '@storefront/i18n';

/** The domain's `ORDER_STATUS_LABELS` in the page's language; null for a status the store does not know. */
function statusText(tr: Translate, status: string): string | null {
  switch (status) {
    case 'pending_payment':
      return tr('account.status.pendingPayment');
    case 'payment_failed':
      return tr('account.status.paymentFailed');
    case 'placed':
      return tr('account.status.placed');
    case 'confirmed':
      return tr('account.status.confirmed');
    case 'packed':
      return tr('account.status.packed');
    case 'shipped':
      return tr('account.status.shipped');
    case 'out_for_delivery':
      return tr('account.status.outForDelivery');
    case 'delivered':
      return tr('account.status.delivered');
    case 'cancelled':
      return tr('account.status.cancelled');
    case 'return_requested':
      return tr('account.status.returnRequested');
    case 'returned':
      return tr('account.status.returned');
    case 'return_rejected':
      return tr('account.status.returnRejected');
    default:
      return null;
  }
}

/** An order status as the shopper reads it, in the page's language; a status the store does not know shows as sent. */
export function useOrderStatusLabel(): (status: string) => string {
  const tr = useT();
  const translate = useTranslateMessage();
  return (status) => statusText(tr, status) ?? translate(status);
}
