import { formValidator, TRACK_ORDER_MAX_LENGTH, trackOrderSchema, type TrackOrderValues } from '@storefront/domain';
import { useT } from '@storefront/i18n';
import { Button, TextField } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { Form } from 'react-final-form';
import { useStores } from '../../stores';

const validateTrackOrder = formValidator(trackOrderSchema);
/** What an order ID looks like (the confirmation's numbering). */
const sampleOrderId = 'INV-2026-000123';

/**
 * "Order ID" and "Phone number or email", then "Track order". A miss keeps what was typed and shows the
 * server's one answer for it. The order ID may come filled in from the confirmation e-mail's link.
 */
export const TrackOrderForm = observer(function TrackOrderForm({ orderId }: { orderId: string }) {
  const { orderTracking } = useStores();
  const t = useT();
  return (
    <Form<TrackOrderValues>
      initialValues={{ order_id: orderId, contact: '' }}
      validate={validateTrackOrder}
      onSubmit={async (values) => {
        await orderTracking.track({ order_id: values.order_id.trim(), contact: values.contact.trim() });
      }}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate aria-labelledby="track-order-title">
          <TextField name="order_id" label={t('browse.track.orderId')} autoComplete="off" maxLength={TRACK_ORDER_MAX_LENGTH} hint={t('browse.track.example', { id: sampleOrderId })} required />
          <TextField
            name="contact"
            label={t('browse.track.contact')}
            autoComplete="email"
            maxLength={TRACK_ORDER_MAX_LENGTH}
            hint={t('browse.track.contactHint')}
            required
          />
          <Button type="submit" loading={orderTracking.loading}>
            {t('shell.footer.trackOrder')}
          </Button>
        </form>
      )}
    />
  );
});
