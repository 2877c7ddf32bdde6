import { css } from '@emotion/react';
import { useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useStores } from '../../../stores';
import { PageSkeleton } from '../../shared/page-skeleton';
import { ScreenError } from '../../shared/screen-error';
import { linkStyles, sectionTitleStyles, titleStyles } from '../../shared/styles';
import { usePageTitle } from '../../shared/use-page-title';
import { formatDate } from '../../shared/format-date';
import { Pager } from '../pager';

/** /my-account/wallet: the balance and the credits and debits, each linked to its order. */
export const WalletPage = observer(function WalletPage() {
  const t = useTokens();
  const { wallet, settings } = useStores();
  usePageTitle('Wallet');
  useEffect(() => {
    void wallet.load();
  }, [wallet]);

  return (
    <section aria-labelledby="wallet-title">
      <h1 id="wallet-title" css={titleStyles(t)}>
        Wallet
      </h1>
      {wallet.error && !wallet.loading ? (
        <ScreenError message={wallet.error.message} onRetry={() => void wallet.load()} />
      ) : wallet.loading && wallet.transactions.length === 0 ? (
        <PageSkeleton />
      ) : (
        <>
          <p css={{ fontSize: t.fontSizes.lg, margin: `0 0 ${t.space.lg}` }}>
            Balance: <strong>{settings.formatPrice(wallet.balance)}</strong>
          </p>
          <h2 css={sectionTitleStyles(t)}>Transactions</h2>
          {wallet.transactions.length === 0 ? (
            <p>No wallet transactions yet.</p>
          ) : (
            <table
              css={css`
                width: 100%;
                border-collapse: collapse;
                th,
                td {
                  padding: ${t.space.sm};
                  border-bottom: 1px solid ${t.colors.border};
                  text-align: left;
                  vertical-align: top;
                }
                td:last-child,
                th:last-child {
                  text-align: right;
                }
              `}
            >
              <caption css={{ textAlign: 'left', color: t.colors.muted, paddingBottom: t.space.sm }}>
                Credits and debits, newest first
              </caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Details</th>
                  <th scope="col">Amount</th>
                </tr>
              </thead>
              <tbody>
                {wallet.pageTransactions.map((entry) => (
                  <tr key={entry.id}>
                    <td>
                      <time dateTime={entry.created_at}>{formatDate(entry.created_at)}</time>
                    </td>
                    <td>
                      {entry.description}
                      {entry.order_id !== null && (
                        <>
                          {' · '}
                          <Link to={`/my-account/orders/${entry.order_id}`} css={linkStyles(t)}>
                            View order
                          </Link>
                        </>
                      )}
                    </td>
                    <td css={{ color: entry.kind === 'credit' ? t.colors.success : 'inherit', whiteSpace: 'nowrap' }}>
                      {entry.kind === 'credit' ? 'Credit +' : 'Debit −'}
                      {settings.formatPrice(entry.amount)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <Pager label="Wallet pages" page={wallet.page} totalPages={wallet.totalPages} onPage={wallet.goToPage} />
        </>
      )}
    </section>
  );
});
