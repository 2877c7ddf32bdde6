import { Container, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useStores } from '../../stores';
import { screenStyles, titleStyles } from '../shared/styles';
import { usePageTitle } from '../shared/use-page-title';
import { TrackOrderForm } from './track-order-form';
import { TrackedOrderView } from './tracked-order';

/**
 * /track-order (docs/product.md §2): anyone finds an order by its order ID and the phone number or e-mail used.
 * `?order_id=` (the confirmation e-mail's link) fills the ID in; the contact never travels in a URL.
 */
const TrackOrderScreen = observer(function TrackOrderScreen() {
  const t = useTokens();
  const { orderTracking } = useStores();
  const [params] = useSearchParams();
  usePageTitle('Track order');
  // A new visit starts with an empty answer: the last look-up is not someone else's to see.
  useEffect(() => () => orderTracking.clear(), [orderTracking]);
  return (
    <Container css={screenStyles(t)}>
      <h1 id="track-order-title" css={titleStyles(t)}>
        Track order
      </h1>
      <div css={{ maxWidth: 480 }}>
        <p>Enter the order ID from your confirmation with the phone number or email you used for the order.</p>
        <TrackOrderForm orderId={(params.get('order_id') ?? '').slice(0, 100)} />
        {orderTracking.error && (
          <p role="alert" css={{ color: t.colors.danger, marginTop: t.space.md }}>
            {orderTracking.error}
          </p>
        )}
      </div>
      {orderTracking.tracked && <TrackedOrderView order={orderTracking.tracked} />}
    </Container>
  );
});

export default TrackOrderScreen;
