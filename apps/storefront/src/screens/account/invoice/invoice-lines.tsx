import { css } from '@emotion/react';
import type { Invoice } from '@storefront/sdk';
import { useT, type MessageId } from '@storefront/i18n';
import { useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { usePrice } from '../use-formats';

const TAX_COLUMN_NAMES: Record<'cgst' | 'sgst' | 'igst', MessageId> = {
  cgst: 'account.invoice.cgst',
  sgst: 'account.invoice.sgst',
  igst: 'account.invoice.igst',
};

/** The lines with HSN/SAC, rate, taxable value and the tax columns of this supply (CGST + SGST, or IGST). */
export const InvoiceLines = observer(function InvoiceLines({ invoice }: { invoice: Invoice }) {
  const t = useTokens();
  const tr = useT();
  const price = usePrice();
  const intra = invoice.supply_type === 'intra_state';
  const taxColumns = intra ? (['cgst', 'sgst'] as const) : (['igst'] as const);
  const taxOf = (line: Pick<Invoice, 'cgst' | 'sgst' | 'igst'>, column: (typeof taxColumns)[number]) => line[column];
  return (
    <table
      css={css`
        width: 100%;
        border-collapse: collapse;
        font-size: ${t.fontSizes.sm};
        th,
        td {
          padding: 6px;
          border: 1px solid ${t.colors.border};
          text-align: right;
        }
        th:first-of-type,
        td:first-of-type {
          text-align: left;
        }
      `}
    >
      <caption css={{ textAlign: 'left', paddingBottom: t.space.sm }}>
        {intra ? tr('account.invoice.intraState') : tr('account.invoice.interState')}
      </caption>
      <thead>
        <tr>
          <th scope="col">{tr('account.invoice.description')}</th>
          <th scope="col">{tr('account.invoice.hsn')}</th>
          <th scope="col">{tr('account.invoice.quantity')}</th>
          <th scope="col">{tr('account.invoice.discount')}</th>
          <th scope="col">{tr('account.invoice.taxableValue')}</th>
          <th scope="col">{tr('account.invoice.gstRate')}</th>
          {taxColumns.map((column) => (
            <th key={column} scope="col">
              {tr(TAX_COLUMN_NAMES[column])}
            </th>
          ))}
          <th scope="col">{tr('account.invoice.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {invoice.lines.map((line, index) => (
          <tr key={index}>
            <td>{line.description}</td>
            <td>{line.hsn_code}</td>
            <td>{line.quantity}</td>
            <td>{price(line.discount)}</td>
            <td>{price(line.taxable_value)}</td>
            <td>{line.gst_rate}%</td>
            {taxColumns.map((column) => (
              <td key={column}>{price(taxOf(line, column))}</td>
            ))}
            <td>{price(line.gross)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={4}>
            {tr('account.invoice.total')}
          </th>
          <td>{price(invoice.taxable_value)}</td>
          <td />
          {taxColumns.map((column) => (
            <td key={column}>{price(taxOf(invoice, column))}</td>
          ))}
          <td>
            <strong>{price(invoice.total)}</strong>
          </td>
        </tr>
      </tfoot>
    </table>
  );
});
