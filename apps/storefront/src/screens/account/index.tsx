import { css } from '@emotion/react';
import { Container, mq, useTokens } from '@storefront/ui-kit';
import { Route, Routes } from 'react-router-dom';
import NotFoundScreen from '../not-found';
import ProfilePage from '../my-account';
import { screenStyles } from '../shared/styles';
import { AccountNav } from './account-nav';
import { AddressesPage } from './addresses/addresses-page';
import { InvoicePage } from './invoice/invoice-page';
import { OrderDetailPage } from './order-detail/order-detail-page';
import { OrdersPage } from './orders/orders-page';
import { WalletPage } from './wallet/wallet-page';

/**
 * /my-account/* (behind the account guard): the account navigation beside (phone: above) the page of
 * the sub-route. Each page is its own route, so it can be linked to and sets its own title.
 */
export default function AccountArea() {
  const t = useTokens();
  return (
    <Container css={screenStyles(t)}>
      <div
        css={css`
          display: grid;
          /* minmax(0, ...): the nav row scrolls inside the phone's width instead of widening the page. */
          grid-template-columns: minmax(0, 1fr);
          gap: ${t.space.lg};
          ${mq.md} {
            grid-template-columns: 220px minmax(0, 1fr);
            align-items: start;
          }
        `}
      >
        <AccountNav />
        <div css={{ minWidth: 0 }}>
          <Routes>
            <Route index element={<ProfilePage />} />
            <Route path="orders" element={<OrdersPage />} />
            <Route path="orders/:id" element={<OrderDetailPage />} />
            <Route path="orders/:id/invoice" element={<InvoicePage />} />
            <Route path="addresses" element={<AddressesPage />} />
            <Route path="wallet" element={<WalletPage />} />
            <Route path="*" element={<NotFoundScreen />} />
          </Routes>
        </div>
      </div>
    </Container>
  );
}
