import { FIELD_MAX_LENGTHS } from '@storefront/domain';
import { useT, useTranslateMessage } from '@storefront/i18n';
import { controlStyles, FieldShell, fieldIds, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useStores } from '../../../stores';

/**
 * The guest's "Email address" above the address book or form (docs/product.md §2; docs/decisions.md): the order
 * confirmation goes there. Kept in the guest contact store, so it survives switching between the book
 * and the form; checked and recorded when the guest chooses where to deliver.
 */
export const GuestEmailField = observer(function GuestEmailField() {
  const t = useTokens();
  const tr = useT();
  const translateMessage = useTranslateMessage();
  const { guestContact } = useStores();
  const baseId = useId();
  const error = guestContact.error ? translateMessage(guestContact.error) : undefined;
  const ids = fieldIds(baseId, true, error);
  const hint = tr(guestContact.required ? 'checkout.guestEmail.hint' : 'checkout.guestEmail.hintOptional');
  return (
    <FieldShell ids={ids} label={tr('checkout.guestEmail.label')} hint={hint} error={error}>
      <input
        id={ids.id}
        type="email"
        name="guest-email"
        autoComplete="email"
        maxLength={FIELD_MAX_LENGTHS.email}
        required={guestContact.required}
        value={guestContact.email}
        onChange={(event) => guestContact.setEmail(event.target.value)}
        onBlur={() => guestContact.email && guestContact.validate()}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        css={controlStyles(t, Boolean(error))}
      />
    </FieldShell>
  );
});
