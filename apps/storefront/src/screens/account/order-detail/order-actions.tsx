import { Button, ConfirmDialog, useTokens } from '@storefront/ui-kit';
import type { Order } from '@storefront/sdk';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useStores } from '../../../stores';
import { linkStyles } from '../../shared/styles';
import { ReturnDialog } from './return-dialog';

/**
 * Cancel (with a Yes / No confirmation) and Return, each only when the order allows it (the API's
 * can_cancel / can_return); the invoice; "Send order to WhatsApp" when the store has a number. If the
 * API refuses anyway (the order moved on meanwhile), its reason is announced here.
 */
export const OrderActions = observer(function OrderActions({ order }: { order: Order }) {
  const t = useTokens();
  const { orderHistory } = useStores();
  const [confirming, setConfirming] = useState(false);
  const [returning, setReturning] = useState(false);
  return (
    <section aria-label="Order actions" css={{ marginBottom: t.space.lg }} data-print-hide>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: t.space.sm, alignItems: 'center' }}>
        {order.can_cancel && (
          <Button variant="secondary" loading={orderHistory.cancelling} onClick={() => setConfirming(true)}>
            Cancel
          </Button>
        )}
        {order.can_return && (
          <Button variant="secondary" onClick={() => setReturning(true)}>
            Return
          </Button>
        )}
        <Link to={`/my-account/orders/${order.id}/invoice`} css={linkStyles(t)}>
          View invoice
        </Link>
        {order.whatsapp_order_link && (
          <a href={order.whatsapp_order_link} target="_blank" rel="noopener noreferrer" css={linkStyles(t)}>
            Send order to WhatsApp
          </a>
        )}
      </div>
      {orderHistory.refusal && (
        <p role="alert" css={{ margin: `${t.space.sm} 0 0`, color: t.colors.danger }}>
          {orderHistory.refusal}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title="Cancel this order?"
        message={`Order ${order.invoice_number} will be cancelled. Any wallet money used goes back to your wallet.`}
        onConfirm={() => void orderHistory.cancel(order.id)}
        onClose={() => setConfirming(false)}
      />
      {returning && <ReturnDialog order={order} onClose={() => setReturning(false)} />}
    </section>
  );
});
