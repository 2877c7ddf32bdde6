import { useT, useTranslateMessage } from '@storefront/i18n';
import { Button, ConfirmDialog, useTokens } from '@storefront/ui-kit';
import type { Order } from '@storefront/sdk';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useStores } from '../../../stores';
import { linkStyles } from '../../shared/styles';
import { ReturnDialog } from './return-dialog';
import { AppLink } from '../../../components/links/app-link';

/**
 * Cancel (with a Yes / No confirmation) and Return, each only when the order allows it (the API's
 * can_cancel / can_return); the invoice; "Send order to WhatsApp" when the store has a number. If the
 * API refuses anyway (the order moved on meanwhile), its reason is announced here.
 */
export const OrderActions = observer(function OrderActions({ order }: { order: Order }) {
  const t = useTokens();
  const tr = useT();
  const translate = useTranslateMessage();
  const { orderHistory } = useStores();
  const [confirming, setConfirming] = useState(false);
  const [returning, setReturning] = useState(false);
  return (
    <section aria-label={tr('account.order.actions')} css={{ marginBottom: t.space.lg }} data-print-hide>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: t.space.sm, alignItems: 'center' }}>
        {order.can_cancel && (
          <Button variant="secondary" loading={orderHistory.cancelling} onClick={() => setConfirming(true)}>
            {tr('account.order.cancel')}
          </Button>
        )}
        {order.can_return && (
          <Button variant="secondary" onClick={() => setReturning(true)}>
            {tr('account.order.return')}
          </Button>
        )}
        <AppLink to={`/my-account/orders/${order.id}/invoice`} css={linkStyles(t)}>
          {tr('account.order.viewInvoice')}
        </AppLink>
        {order.whatsapp_order_link && (
          <a href={order.whatsapp_order_link} target="_blank" rel="noopener noreferrer" css={linkStyles(t)}>
            {tr('account.order.sendToWhatsApp')}
          </a>
        )}
      </div>
      {orderHistory.refusal && (
        <p role="alert" css={{ margin: `${t.space.sm} 0 0`, color: t.colors.danger }}>
          {translate(orderHistory.refusal)}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title={tr('account.order.cancelTitle')}
        message={tr('account.order.cancelMessage', { number: order.invoice_number })}
        onConfirm={() => void orderHistory.cancel(order.id)}
        onClose={() => setConfirming(false)}
      />
      {returning && <ReturnDialog order={order} onClose={() => setReturning(false)} />}
    </section>
  );
});
