import type { Address } from '@storefront/sdk';
import { useT, useTranslateMessage } from '@storefront/i18n';
import { Button, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useStores } from '../../../stores';
import { AddressForm } from '../../shared/address-form/address-form';
import { PageSkeleton } from '../../shared/page-skeleton';
import { ScreenError } from '../../shared/screen-error';
import { sectionTitleStyles, titleStyles } from '../../shared/styles';
import { usePageTitle } from '../../shared/use-page-title';
import { AddressCard } from './address-card';

/** The add or edit form under its own heading, which takes focus so keyboard and screen reader users land on it. */
function AddressFormSection({ editing, onDone }: { editing?: Address; onDone: () => void }) {
  const t = useTokens();
  const tr = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="address-form-title">
      <h2 id="address-form-title" ref={heading} tabIndex={-1} css={sectionTitleStyles(t)}>
        {editing ? tr('account.addresses.editTitle') : tr('account.addresses.add')}
      </h2>
      <AddressForm editing={editing} onDone={onDone} />
    </section>
  );
}

/** /my-account/addresses: the address book: list, add, edit, delete and set the default. */
export const AddressesPage = observer(function AddressesPage() {
  const t = useTokens();
  const tr = useT();
  const translate = useTranslateMessage();
  const { address } = useStores();
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  usePageTitle(tr('account.nav.addresses'));
  useEffect(() => {
    void address.load();
  }, [address]);

  const { addressList, listLoading, error } = address;
  const addButton = (
    <Button onClick={() => setEditing('new')} css={{ justifySelf: 'start' }}>
      {tr('account.addresses.add')}
    </Button>
  );
  return (
    <section aria-labelledby="addresses-title">
      <h1 id="addresses-title" css={titleStyles(t)}>
        {tr('account.nav.addresses')}
      </h1>
      {editing !== null ? (
        <AddressFormSection editing={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />
      ) : error && !listLoading ? (
        <ScreenError message={translate(error.message)} onRetry={() => void address.load()} />
      ) : listLoading && addressList.length === 0 ? (
        <PageSkeleton />
      ) : addressList.length === 0 ? (
        <div css={{ display: 'grid', gap: t.space.md }}>
          <p css={{ margin: 0 }}>{tr('account.addresses.empty')}</p>
          {addButton}
        </div>
      ) : (
        <div css={{ display: 'grid', gap: t.space.md }}>
          {addButton}
          <ul aria-label={tr('account.addresses.saved')} aria-busy={listLoading} css={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: t.space.md }}>
            {addressList.map((entry) => (
              <AddressCard key={entry.id} entry={entry} onEdit={() => setEditing(entry)} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
});
