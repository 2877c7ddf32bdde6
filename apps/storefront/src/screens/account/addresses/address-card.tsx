import { css } from '@emotion/react';
import type { Address } from '@storefront/sdk';
import { Button, ConfirmDialog, Row, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useStores } from '../../../stores';
import { addressLines, addressTypeLabel } from '../../shared/address-form/address-lines';

/** "Home, 221 Residency Road": says which address a button acts on, for screen readers. */
export function addressName(address: Address): string {
  return `${addressTypeLabel(address.address_type)}, ${address.address_line_1}`;
}

/**
 * One saved address: who, where, phone, type and the "Default" marker, with Edit, Set as default (not on
 * the default) and Delete (after a Yes / No confirmation naming the address).
 */
export const AddressCard = observer(function AddressCard({ entry, onEdit }: { entry: Address; onEdit: () => void }) {
  const t = useTokens();
  const { address } = useStores();
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const linesId = useId();
  const name = addressName(entry);
  const busy = address.busyAddressId === entry.id;
  return (
    <li
      aria-labelledby={`${titleId} ${linesId}`}
      css={css`
        display: grid;
        gap: ${t.space.sm};
        padding: ${t.space.md};
        border: 1px solid ${entry.is_default ? t.colors.primary : t.colors.border};
        border-radius: ${t.radii.md};
        overflow-wrap: anywhere;
      `}
    >
      <h2 id={titleId} css={{ margin: 0, fontSize: t.fontSizes.md, display: 'flex', flexWrap: 'wrap', gap: t.space.sm, alignItems: 'center' }}>
        <span>{entry.name}</span>
        <span css={{ fontWeight: t.fontWeights.regular, color: t.colors.muted }}>{addressTypeLabel(entry.address_type)}</span>
        {entry.is_default && (
          <span
            css={css`
              padding: 0 ${t.space.sm};
              border-radius: ${t.radii.pill};
              background: ${t.colors.primary};
              color: ${t.colors.onPrimary};
              font-size: ${t.fontSizes.xs};
            `}
          >
            Default
          </span>
        )}
      </h2>
      <p id={linesId} css={{ margin: 0 }}>
        {addressLines(entry)}
      </p>
      <p css={{ margin: 0 }}>Phone: {entry.phone}</p>
      <Row gap="sm" wrap>
        <Button size="sm" variant="secondary" aria-label={`Edit address ${name}`} onClick={onEdit}>
          Edit
        </Button>
        {!entry.is_default && (
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Set as default address ${name}`}
            loading={busy}
            disabled={address.busyAddressId !== null}
            onClick={() => void address.setDefault(entry.id)}
          >
            Set as default
          </Button>
        )}
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Delete address ${name}`}
          disabled={address.busyAddressId !== null}
          onClick={() => setConfirming(true)}
        >
          Delete
        </Button>
      </Row>
      <ConfirmDialog
        open={confirming}
        title="Delete this address?"
        message={`${entry.name}, ${addressLines(entry)} will be removed from your address book.`}
        onConfirm={() => void address.remove(entry.id)}
        onClose={() => setConfirming(false)}
      />
    </li>
  );
});
