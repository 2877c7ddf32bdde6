import { useT } from '@storefront/i18n';
import { Container, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { screenStyles, titleStyles } from '../shared/styles';
import { usePageTitle } from '../shared/use-page-title';

/** /order/:slug (the spec does not show its content): the order's slug as the heading. */
const OrderScreen = observer(function OrderScreen() {
  const t = useTokens();
  const tr = useT();
  const { slug = '' } = useParams<{ slug: string }>();
  const title = tr('account.order.title', { number: slug });
  usePageTitle(title);
  return (
    <Container css={screenStyles(t)}>
      <h1 css={titleStyles(t)}>{title}</h1>
    </Container>
  );
});

export default OrderScreen;
