import { css } from '@emotion/react';
import type { Invoice, InvoiceParty } from '@storefront/sdk';
import { SdkError } from '@storefront/sdk';
import { useT, useTranslateMessage } from '@storefront/i18n';
import { Button, mq, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useStores } from '../../../stores';
import NotFoundScreen from '../../not-found';
import { PageSkeleton } from '../../shared/page-skeleton';
import { ScreenError } from '../../shared/screen-error';
import { linkStyles, sectionTitleStyles, titleStyles } from '../../shared/styles';
import { usePageTitle } from '../../shared/use-page-title';
import { idParam } from '../route-params';
import { useFormatDate, usePrice } from '../use-formats';
import { InvoiceLines } from './invoice-lines';
import { InvoicePrintStyles } from './print-styles';
import { AppLink } from '../../../components/links/app-link';

function Party({ heading, party, id }: { heading: string; party: InvoiceParty; id: string }) {
  const t = useTokens();
  const tr = useT();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} css={sectionTitleStyles(t)}>
        {heading}
      </h2>
      <p css={{ margin: 0, lineHeight: 1.5, '& > span': { display: 'block' } }}>
        <strong>{party.name}</strong>
        <span>{party.address}</span>
        <span>{tr('account.invoice.state', { state: party.state })}</span>
        {party.gstin && <span>{tr('account.invoice.gstin', { gstin: party.gstin })}</span>}
      </p>
    </section>
  );
}

const InvoiceDocument = observer(function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const t = useTokens();
  const tr = useT();
  const formatDate = useFormatDate();
  const price = usePrice();
  return (
    <article id="gst-invoice" aria-labelledby="invoice-title">
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: t.space.sm, marginBottom: t.space.md }} data-print-hide>
        <AppLink to={`/my-account/orders/${invoice.order_id}`} css={linkStyles(t)}>
          {tr('account.invoice.backToOrder')}
        </AppLink>
        <Button size="sm" onClick={() => window.print()}>
          {tr('account.invoice.print')}
        </Button>
      </div>
      <h1 id="invoice-title" css={[titleStyles(t), { marginBottom: t.space.xs }]}>
        {tr('account.invoice.title')}
      </h1>
      <p css={{ margin: `0 0 ${t.space.lg}` }}>
        {tr('account.invoice.number')} <strong>{invoice.invoice_number}</strong> · {tr('account.invoice.date')}{' '}
        <time dateTime={invoice.invoice_date}>{formatDate(invoice.invoice_date)}</time> · {tr('account.invoice.placeOfSupply')}{' '}
        {invoice.place_of_supply}
      </p>
      <div
        css={css`
          display: grid;
          gap: ${t.space.lg};
          margin-bottom: ${t.space.lg};
          ${mq.sm} {
            grid-template-columns: repeat(2, minmax(0, 1fr));
          }
          @media print {
            grid-template-columns: repeat(2, minmax(0, 1fr));
          }
        `}
      >
        <Party heading={tr('account.invoice.soldBy')} party={invoice.seller} id="invoice-seller" />
        <Party heading={tr('account.invoice.billedTo')} party={invoice.buyer} id="invoice-buyer" />
      </div>
      <div css={{ overflowX: 'auto' }}>
        <InvoiceLines invoice={invoice} />
      </div>
      <p css={{ marginTop: t.space.md, fontSize: t.fontSizes.sm, color: t.colors.muted }}>
        {tr('account.invoice.taxNote', { tax: price(invoice.total_tax) })}
      </p>
    </article>
  );
});

/** /my-account/orders/:id/invoice: the GST tax invoice of an order, printable from the browser. */
export const InvoicePage = observer(function InvoicePage() {
  const tr = useT();
  const translate = useTranslateMessage();
  const { orderHistory } = useStores();
  const id = idParam(useParams<{ id: string }>().id);
  useEffect(() => {
    if (id !== null) void orderHistory.loadInvoice(id);
  }, [orderHistory, id]);
  const invoice = orderHistory.invoice?.order_id === id ? orderHistory.invoice : null;
  usePageTitle(invoice ? tr('account.invoice.pageTitle', { number: invoice.invoice_number }) : tr('account.invoice.pageTitleBare'));

  if (id === null) return <NotFoundScreen />;
  const error = invoice ? null : orderHistory.invoiceError;
  if (error instanceof SdkError && error.status === 404) return <NotFoundScreen />;
  if (!invoice) {
    return error && !orderHistory.invoiceLoading ? (
      <ScreenError message={translate(error.message)} onRetry={() => void orderHistory.loadInvoice(id)} />
    ) : (
      <PageSkeleton />
    );
  }
  return (
    <>
      <InvoicePrintStyles />
      <InvoiceDocument invoice={invoice} />
    </>
  );
});
