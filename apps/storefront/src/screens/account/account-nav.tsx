import { css } from '@emotion/react';
import { Button, mq, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { NavLink } from 'react-router-dom';
import { useStores } from '../../stores';
import { focusRing } from '../shared/styles';

const LINKS = [
  { to: '/my-account', label: 'Profile', end: true },
  { to: '/my-account/orders', label: 'My Orders', end: false },
  { to: '/my-account/addresses', label: 'Addresses', end: false },
  { to: '/my-account/wallet', label: 'Wallet', end: false },
] as const;

/** Profile, My Orders, Addresses, Wallet and Logout: a column on wide screens, a scrollable row on phones. */
export const AccountNav = observer(function AccountNav() {
  const t = useTokens();
  const { auth } = useStores();
  return (
    <nav aria-label="My account" data-account-nav>
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
              {link.label}
            </NavLink>
          </li>
        ))}
        <li css={{ flex: '0 0 auto' }}>
          <Button variant="secondary" size="sm" loading={auth.loggingOut} onClick={() => void auth.logout()}>
            Logout
          </Button>
        </li>
      </ul>
    </nav>
  );
});
