import { useT } from '@storefront/i18n';
import type { Address } from '@storefront/sdk';
import { Button, Row, SkeletonRows, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useStores } from '../../../stores';
import { useAddressDelivery } from './use-address-delivery';
import { AddressForm } from '../../shared/address-form/address-form';
import { AddressChoice } from './address-choice';
import { GuestEmailField } from './guest-email-field';

/**
 * The address book (choose, add, edit) and "Deliver here", which saves the chosen address on the order
 * and moves to the payment step. A new address saved from the form here is the one to deliver to: it
 * goes on the order at once (docs/product.md §2: "After an address is saved on the order: step=payment").
 * An address whose pincode the store does not serve shows the reason and cannot be chosen.
 */
export const AddressStep = observer(function AddressStep() {
  const t = useTokens();
  const tr = useT();
  const { address, auth, checkout } = useStores();
  // A guest gives the e-mail the order confirmation goes to, above the address (docs/product.md §2).
  const guestEmail = auth.isGuestUser ? <GuestEmailField /> : null;
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const { problemOf, unservedReason } = useAddressDelivery(address.addressList);

  useEffect(() => {
    void address.load();
  }, [address]);

  if (address.listLoading && address.addressList.length === 0) return <SkeletonRows count={2} />;
  const showForm = editing !== null || address.addressList.length === 0;
  if (showForm) {
    const edited = editing && editing !== 'new' ? editing : undefined;
    const done = (savedId?: number) => {
      setEditing(null);
      // A new address is the one to deliver to; correcting one in the book does not choose it. One known
      // not to be served is not sent (the server would refuse it): the list says why.
      const saved = address.addressList.find((entry) => entry.id === savedId);
      if (savedId !== undefined && !edited && !(saved && unservedReason(saved))) void checkout.saveAddressOnOrder(savedId);
    };
    return (
      <>
        {guestEmail}
        <AddressForm editing={edited} onDone={done} />
      </>
    );
  }

  const selectedId = address.selectedAddressId;
  const selected = address.selectedAddress;
  const selectedUnserved = selected ? unservedReason(selected) !== null : false;
  const reasonId = (id: number) => `address-${id}-delivery`;
  return (
    <div>
      {guestEmail}
      <fieldset css={{ border: 0, margin: 0, padding: 0 }}>
        <legend css={{ fontWeight: t.fontWeights.medium, marginBottom: t.space.sm }}>{tr('checkout.address.saved')}</legend>
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: t.space.sm }}>
          {address.addressList.map((entry) => (
            <AddressChoice
              key={entry.id}
              entry={entry}
              selected={entry.id === selectedId}
              problem={problemOf(entry)}
              unserved={unservedReason(entry) !== null}
              problemId={reasonId(entry.id)}
              onSelect={() => address.select(entry.id)}
              onEdit={() => setEditing(entry)}
            />
          ))}
        </ul>
      </fieldset>
      <Row gap="sm" wrap css={{ marginTop: t.space.lg }}>
        <Button
          disabled={selectedId === null || selectedUnserved}
          aria-describedby={selected && selectedUnserved ? reasonId(selected.id) : undefined}
          loading={checkout.savingAddress}
          onClick={() => selectedId !== null && void checkout.saveAddressOnOrder(selectedId)}
        >
          {tr('checkout.address.deliverHere')}
        </Button>
        <Button variant="secondary" onClick={() => setEditing('new')}>
          {tr('checkout.address.addNew')}
        </Button>
      </Row>
    </div>
  );
});
