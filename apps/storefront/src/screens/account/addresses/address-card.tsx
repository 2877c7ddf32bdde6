import { css } from '@emotion/react';
import type { Address } from '@storefront/sdk';
import { useT, type Translate } from '@storefront/i18n';
import { Button, ConfirmDialog, Row, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useStores } from '../../../stores';
import { addressLines } from '../../shared/address-form/address-lines';

/** An address's type as the address book shows it ("Home"). */
function addressType(tr: Translate, type: Address['address_type']): string {
  switch (type) {
    case 'home':
      return tr('account.addresses.typeHome');
    case 'work':
      return tr('account.addresses.typeWork');
    default:
      return tr('account.addresses.typeOther');
  }
}

/**
 * One saved address: who, where, phone, type and the "Default" marker, with Edit, Set as default (not on
 * the default) and Delete (after a Yes / No confirmation naming the address).
 */
export const AddressCard = observer(function AddressCard({ entry, onEdit }: { entry: Address; onEdit: () => void }) {
  const t = useTokens();
  const tr = useT();
  const { address } = useStores();
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const linesId = useId();
  const type = addressType(tr, entry.address_type);
  // "Home, 221 Residency Road": says which address a button acts on, for screen readers.
  const name = tr('account.addresses.name', { type, line: entry.address_line_1 });
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
        <span css={{ fontWeight: t.fontWeights.regular, color: t.colors.muted }}>{type}</span>
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
            {tr('account.addresses.default')}
          </span>
        )}
      </h2>
      <p id={linesId} css={{ margin: 0 }}>
        {addressLines(entry)}
      </p>
      <p css={{ margin: 0 }}>{tr('account.addresses.phone', { phone: entry.phone })}</p>
      <Row gap="sm" wrap>
        <Button size="sm" variant="secondary" aria-label={tr('account.addresses.editNamed', { name })} onClick={onEdit}>
          {tr('account.addresses.edit')}
        </Button>
        {!entry.is_default && (
          <Button
            size="sm"
            variant="secondary"
            aria-label={tr('account.addresses.setDefaultNamed', { name })}
            loading={busy}
            disabled={address.busyAddressId !== null}
            onClick={() => void address.setDefault(entry.id)}
          >
            {tr('account.addresses.setDefault')}
          </Button>
        )}
        <Button
          size="sm"
          variant="secondary"
          aria-label={tr('account.addresses.deleteNamed', { name })}
          disabled={address.busyAddressId !== null}
          onClick={() => setConfirming(true)}
        >
          {tr('account.addresses.delete')}
        </Button>
      </Row>
      <ConfirmDialog
        open={confirming}
        title={tr('account.addresses.deleteTitle')}
        message={tr('account.addresses.deleteMessage', { name: entry.name, lines: addressLines(entry) })}
        onConfirm={() => void address.remove(entry.id)}
        onClose={() => setConfirming(false)}
      />
    </li>
  );
});
