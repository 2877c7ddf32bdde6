import { useT, useTranslateMessage } from '@storefront/i18n';
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
  const tr = useT();
  const translateMessage = useTranslateMessage();
  const { orderTracking } = useStores();
  const [params] = useSearchParams();
  usePageTitle(tr('shell.footer.trackOrder'));
  // A new visit starts with an empty answer: the last look-up is not someone else's to see.
  useEffect(() => () => orderTracking.clear(), [orderTracking]);
  return (
    <Container css={screenStyles(t)}>
      <h1 id="track-order-title" css={titleStyles(t)}>
        {tr('shell.footer.trackOrder')}
      </h1>
      <div css={{ maxWidth: 480 }}>
        <p>{tr('browse.track.intro')}</p>
        <TrackOrderForm orderId={(params.get('order_id') ?? '').slice(0, 100)} />
        {orderTracking.error && (
          <p role="alert" css={{ color: t.colors.danger, marginTop: t.space.md }}>
            {translateMessage(orderTracking.error)}
          </p>
        )}
      </div>
      {orderTracking.tracked && <TrackedOrderView order={orderTracking.tracked} />}
    </Container>
  );
});

export default TrackOrderScreen;
