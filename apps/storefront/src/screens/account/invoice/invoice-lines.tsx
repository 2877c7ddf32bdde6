import { css } from '@emotion/react';
import type { Invoice } from '@storefront/sdk';
import { useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../../stores';

/** The lines with HSN/SAC, rate, taxable value and the tax columns of this supply (CGST + SGST, or IGST). */
export const InvoiceLines = observer(function InvoiceLines({ invoice }: { invoice: Invoice }) {
  const t = useTokens();
  const { settings } = useStores();
  const price = settings.formatPrice;
  const intra = invoice.supply_type === 'intra_state';
  const taxColumns = intra ? (['CGST', 'SGST'] as const) : (['IGST'] as const);
  const taxOf = (line: Pick<Invoice, 'cgst' | 'sgst' | 'igst'>, column: (typeof taxColumns)[number]) =>
    column === 'CGST' ? line.cgst : column === 'SGST' ? line.sgst : line.igst;
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
        {intra ? 'Intra-state supply: CGST + SGST' : 'Inter-state supply: IGST'}
      </caption>
      <thead>
        <tr>
          <th scope="col">Description</th>
          <th scope="col">HSN/SAC</th>
          <th scope="col">Qty</th>
          <th scope="col">Discount</th>
          <th scope="col">Taxable value</th>
          <th scope="col">GST rate</th>
          {taxColumns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
          <th scope="col">Amount</th>
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
            Total
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
