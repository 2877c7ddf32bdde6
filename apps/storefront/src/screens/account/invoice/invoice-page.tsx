import { css } from '@emotion/react';
import type { Invoice, InvoiceParty } from '@storefront/sdk';
import { SdkError } from '@storefront/sdk';
import { Button, mq, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useStores } from '../../../stores';
import NotFoundScreen from '../../not-found';
import { PageSkeleton } from '../../shared/page-skeleton';
import { ScreenError } from '../../shared/screen-error';
import { linkStyles, sectionTitleStyles, titleStyles } from '../../shared/styles';
import { usePageTitle } from '../../shared/use-page-title';
import { formatDate } from '../../shared/format-date';
import { idParam } from '../route-params';
import { InvoiceLines } from './invoice-lines';
import { InvoicePrintStyles } from './print-styles';

function Party({ heading, party, id }: { heading: string; party: InvoiceParty; id: string }) {
  const t = useTokens();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} css={sectionTitleStyles(t)}>
        {heading}
      </h2>
      <p css={{ margin: 0, lineHeight: 1.5, '& > span': { display: 'block' } }}>
        <strong>{party.name}</strong>
        <span>{party.address}</span>
        <span>State: {party.state}</span>
        {party.gstin && <span>GSTIN: {party.gstin}</span>}
      </p>
    </section>
  );
}

const InvoiceDocument = observer(function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const t = useTokens();
  const { settings } = useStores();
  return (
    <article id="gst-invoice" aria-labelledby="invoice-title">
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: t.space.sm, marginBottom: t.space.md }} data-print-hide>
        <Link to={`/my-account/orders/${invoice.order_id}`} css={linkStyles(t)}>
          Back to the order
        </Link>
        <Button size="sm" onClick={() => window.print()}>
          Print invoice
        </Button>
      </div>
      <h1 id="invoice-title" css={[titleStyles(t), { marginBottom: t.space.xs }]}>
        Tax invoice
      </h1>
      <p css={{ margin: `0 0 ${t.space.lg}` }}>
        Invoice number <strong>{invoice.invoice_number}</strong> · Date{' '}
        <time dateTime={invoice.invoice_date}>{formatDate(invoice.invoice_date)}</time> · Place of supply{' '}
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
        <Party heading="Sold by" party={invoice.seller} id="invoice-seller" />
        <Party heading="Billed to" party={invoice.buyer} id="invoice-buyer" />
      </div>
      <div css={{ overflowX: 'auto' }}>
        <InvoiceLines invoice={invoice} />
      </div>
      <p css={{ marginTop: t.space.md, fontSize: t.fontSizes.sm, color: t.colors.muted }}>
        Prices include GST. Total tax: {settings.formatPrice(invoice.total_tax)}.
      </p>
    </article>
  );
});

/** /my-account/orders/:id/invoice: the GST tax invoice of an order, printable from the browser. */
export const InvoicePage = observer(function InvoicePage() {
  const { orderHistory } = useStores();
  const id = idParam(useParams<{ id: string }>().id);
  useEffect(() => {
    if (id !== null) void orderHistory.loadInvoice(id);
  }, [orderHistory, id]);
  const invoice = orderHistory.invoice?.order_id === id ? orderHistory.invoice : null;
  usePageTitle(invoice ? `Invoice ${invoice.invoice_number}` : 'Invoice');

  if (id === null) return <NotFoundScreen />;
  const error = invoice ? null : orderHistory.invoiceError;
  if (error instanceof SdkError && error.status === 404) return <NotFoundScreen />;
  if (!invoice) {
    return error && !orderHistory.invoiceLoading ? (
      <ScreenError message={error.message} onRetry={() => void orderHistory.loadInvoice(id)} />
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
