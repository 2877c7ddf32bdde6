import { css } from '@emotion/react';
import { useT, useTranslateMessage } from '@storefront/i18n';
import { useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useStores } from '../../../stores';
import { PageSkeleton } from '../../shared/page-skeleton';
import { ScreenError } from '../../shared/screen-error';
import { linkStyles, sectionTitleStyles, titleStyles } from '../../shared/styles';
import { usePageTitle } from '../../shared/use-page-title';
import { Pager } from '../pager';
import { useFormatDate, usePrice } from '../use-formats';
import { AppLink } from '../../../components/links/app-link';

/** /my-account/wallet: the balance and the credits and debits, each linked to its order. */
export const WalletPage = observer(function WalletPage() {
  const t = useTokens();
  const tr = useT();
  const translate = useTranslateMessage();
  const formatDate = useFormatDate();
  const price = usePrice();
  const { wallet } = useStores();
  usePageTitle(tr('account.nav.wallet'));
  useEffect(() => {
    void wallet.load();
  }, [wallet]);

  return (
    <section aria-labelledby="wallet-title">
      <h1 id="wallet-title" css={titleStyles(t)}>
        {tr('account.nav.wallet')}
      </h1>
      {wallet.error && !wallet.loading ? (
        <ScreenError message={translate(wallet.error.message)} onRetry={() => void wallet.load()} />
      ) : wallet.loading && wallet.transactions.length === 0 ? (
        <PageSkeleton />
      ) : (
        <>
          <p css={{ fontSize: t.fontSizes.lg, margin: `0 0 ${t.space.lg}` }}>
            {tr('account.wallet.balance')} <strong>{price(wallet.balance)}</strong>
          </p>
          <h2 css={sectionTitleStyles(t)}>{tr('account.wallet.transactions')}</h2>
          {wallet.transactions.length === 0 ? (
            <p>{tr('account.wallet.empty')}</p>
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
                {tr('account.wallet.caption')}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{tr('account.wallet.date')}</th>
                  <th scope="col">{tr('account.wallet.details')}</th>
                  <th scope="col">{tr('account.wallet.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {wallet.pageTransactions.map((entry) => (
                  <tr key={entry.id}>
                    <td>
                      <time dateTime={entry.created_at}>{formatDate(entry.created_at)}</time>
                    </td>
                    <td>
                      {translate(entry.description)}
                      {entry.order_id !== null && (
                        <>
                          {' · '}
                          <AppLink to={`/my-account/orders/${entry.order_id}`} css={linkStyles(t)}>
                            {tr('account.wallet.viewOrder')}
                          </AppLink>
                        </>
                      )}
                    </td>
                    <td css={{ color: entry.kind === 'credit' ? t.colors.success : 'inherit', whiteSpace: 'nowrap' }}>
                      {entry.kind === 'credit' ? tr('account.wallet.credit') : tr('account.wallet.debit')}
                      {price(entry.amount)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <Pager label={tr('account.wallet.pages')} page={wallet.page} totalPages={wallet.totalPages} onPage={wallet.goToPage} />
        </>
      )}
    </section>
  );
});
