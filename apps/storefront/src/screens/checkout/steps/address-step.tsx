import type { Address } from '@storefront/sdk';
import { Button, Row, SkeletonRows, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useStores } from '../../../stores';
import { AddressForm } from '../../shared/address-form/address-form';
import { addressLines } from '../../shared/address-form/address-lines';
import { choiceCardStyles } from '../payment/choice-list';
import { GuestEmailField } from './guest-email-field';

/**
 * The address book (choose, add, edit) and "Deliver here", which saves the chosen address on the order
 * and moves to the payment step. A new address saved from the form here is the one to deliver to: it
 * goes on the order at once (spec section 2: "After an address is saved on the order: step=payment").
 */
export const AddressStep = observer(function AddressStep() {
  const t = useTokens();
  const { address, auth, checkout } = useStores();
  // A guest gives the e-mail the order confirmation goes to, above the address (issue 26).
  const guestEmail = auth.isGuestUser ? <GuestEmailField /> : null;
  const [editing, setEditing] = useState<Address | 'new' | null>(null);

  useEffect(() => {
    void address.load();
  }, [address]);

  if (address.listLoading && address.addressList.length === 0) return <SkeletonRows count={2} />;
  const showForm = editing !== null || address.addressList.length === 0;
  if (showForm) {
    const edited = editing && editing !== 'new' ? editing : undefined;
    const done = (savedId?: number) => {
      setEditing(null);
      // A new address is the one to deliver to; correcting one in the book does not choose it.
      if (savedId !== undefined && !edited) void checkout.saveAddressOnOrder(savedId);
    };
    return (
      <>
        {guestEmail}
        <AddressForm editing={edited} onDone={done} />
      </>
    );
  }

  const selectedId = address.selectedAddressId;
  return (
    <div>
      {guestEmail}
      <fieldset css={{ border: 0, margin: 0, padding: 0 }}>
        <legend css={{ fontWeight: t.fontWeights.medium, marginBottom: t.space.sm }}>Saved addresses</legend>
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: t.space.sm }}>
          {address.addressList.map((entry) => (
            <li
              key={entry.id}
              css={choiceCardStyles(t, entry.id === selectedId)}
            >
              <input
                type="radio"
                name="delivery-address"
                id={`address-${entry.id}`}
                checked={entry.id === selectedId}
                onChange={() => address.select(entry.id)}
                css={{ marginTop: 4 }}
              />
              <label htmlFor={`address-${entry.id}`} css={{ flex: 1, cursor: 'pointer' }}>
                <strong>{entry.name}</strong> ({entry.address_type}) · {entry.phone}
                <br />
                {addressLines(entry)}
              </label>
              <Button size="sm" variant="secondary" aria-label={`Edit address of ${entry.name}, ${entry.address_line_1}`} onClick={() => setEditing(entry)}>
                Edit
              </Button>
            </li>
          ))}
        </ul>
      </fieldset>
      <Row gap="sm" wrap css={{ marginTop: t.space.lg }}>
        <Button
          disabled={selectedId === null}
          loading={checkout.savingAddress}
          onClick={() => selectedId !== null && void checkout.saveAddressOnOrder(selectedId)}
        >
          Deliver here
        </Button>
        <Button variant="secondary" onClick={() => setEditing('new')}>
          Add new address
        </Button>
      </Row>
    </div>
  );
});
