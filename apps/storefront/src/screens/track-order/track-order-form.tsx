import { formValidator, TRACK_ORDER_MAX_LENGTH, trackOrderSchema, type TrackOrderValues } from '@storefront/domain';
import { Button, TextField } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { Form } from 'react-final-form';
import { useStores } from '../../stores';

const validateTrackOrder = formValidator(trackOrderSchema);

/**
 * "Order ID" and "Phone number or email", then "Track order". A miss keeps what was typed and shows the
 * server's one answer for it. The order ID may come filled in from the confirmation e-mail's link.
 */
export const TrackOrderForm = observer(function TrackOrderForm({ orderId }: { orderId: string }) {
  const { orderTracking } = useStores();
  return (
    <Form<TrackOrderValues>
      initialValues={{ order_id: orderId, contact: '' }}
      validate={validateTrackOrder}
      onSubmit={async (values) => {
        await orderTracking.track({ order_id: values.order_id.trim(), contact: values.contact.trim() });
      }}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate aria-labelledby="track-order-title">
          <TextField name="order_id" label="Order ID" autoComplete="off" maxLength={TRACK_ORDER_MAX_LENGTH} hint="For example INV-2026-000123" required />
          <TextField
            name="contact"
            label="Phone number or email"
            autoComplete="email"
            maxLength={TRACK_ORDER_MAX_LENGTH}
            hint="The delivery phone number or the email used for the order"
            required
          />
          <Button type="submit" loading={orderTracking.loading}>
            Track order
          </Button>
        </form>
      )}
    />
  );
});
