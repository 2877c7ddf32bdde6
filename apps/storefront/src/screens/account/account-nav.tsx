import { css } from '@emotion/react';
import { useT, type MessageId } from '@storefront/i18n';
import { Button, mq, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { NavLink } from 'react-router-dom';
import { useStores } from '../../stores';
import { focusRing } from '../shared/styles';

const LINKS: readonly { to: string; label: MessageId; end: boolean }[] = [
  { to: '/my-account', label: 'account.nav.profile', end: true },
  { to: '/my-account/orders', label: 'account.nav.orders', end: false },
  { to: '/my-account/addresses', label: 'account.nav.addresses', end: false },
  { to: '/my-account/wallet', label: 'account.nav.wallet', end: false },
];

/** Profile, My Orders, Addresses, Wallet and Logout: a column on wide screens, a scrollable row on phones. */
export const AccountNav = observer(function AccountNav() {
  const t = useTokens();
  const tr = useT();
  const { auth } = useStores();
  return (
    <nav aria-label={tr('account.nav.label')} data-account-nav>
      <ul
        css={css`
          display: flex;
          gap: ${t.space.xs};
          margin: 0;
          padding: 0;
          list-style: none;
          overflow-x: auto;
          ${mq.md} {
            flex-direction: column;
            overflow: visible;
          }
        `}
      >
        {LINKS.map((link) => (
          <li key={link.to} css={{ flex: '0 0 auto' }}>
            <NavLink
              to={link.to}
              end={link.end}
              css={[
                css`
                  display: block;
                  padding: ${t.space.sm} ${t.space.md};
                  border-radius: ${t.radii.md};
                  color: inherit;
                  text-decoration: none;
                  white-space: nowrap;
                  &[aria-current='page'] {
                    background: ${t.colors.primary};
                    color: ${t.colors.onPrimary};
                    font-weight: ${t.fontWeights.bold};
                  }
                `,
                focusRing(t),
              ]}
            >
              {tr(link.label)}
            </NavLink>
          </li>
        ))}
        <li css={{ flex: '0 0 auto' }}>
          <Button variant="secondary" size="sm" loading={auth.loggingOut} onClick={() => void auth.logout()}>
            {tr('account.nav.logout')}
          </Button>
        </li>
      </ul>
    </nav>
  );
});
