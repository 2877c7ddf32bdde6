import { css } from '@emotion/react';
import { AUTH_CHECKING_TEXT } from '@storefront/domain';
import { useTranslateMessage } from '@storefront/i18n';
import { PAGE_LOADER_MIN_HEIGHT } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useStores } from '../../stores';

/** What the account guard passes to `/` when it turns a shopper away. */
export interface GuardRedirectState {
  from: { pathname: string; search: string; hash: string };
}

/**
 * Account area and payment callback: needs a loaded user. "Auth Checking..." while the user loads; with no
 * user, back to / with the originating location in the navigation state (docs/product.md §2).
 */
export const AccountGuard = observer(function AccountGuard() {
  const { auth } = useStores();
  const location = useLocation();
  const translateMessage = useTranslateMessage();
  if (auth.checkingUser) {
    return (
      <div
        role="status"
        css={css`
          display: grid;
          place-items: center;
          min-height: ${PAGE_LOADER_MIN_HEIGHT};
        `}
      >
        {translateMessage(AUTH_CHECKING_TEXT)}
      </div>
    );
  }
  if (!auth.user) {
    const state: GuardRedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to="/" replace state={state} />;
  }
  return <Outlet />;
});
