import { useT, useTranslateMessage, type MessageId } from '@storefront/i18n';
import type { Address } from '@storefront/sdk';
import { Button, useTokens } from '@storefront/ui-kit';
import { addressLines } from '../../shared/address-form/address-lines';
import { choiceCardStyles } from '../payment/choice-list';

/** The address's type as the book tags it after the name: "(home)". */
const TYPE_TAGS: Record<Address['address_type'], MessageId> = {
  home: 'checkout.address.tag.home',
  work: 'checkout.address.tag.work',
  other: 'checkout.address.tag.other',
};

export interface AddressChoiceProps {
  entry: Address;
  selected: boolean;
  /** Why the address cannot be delivered to, or could not be checked; null when it can. */
  problem: string | null;
  /** The store does not serve its pincode: it cannot be chosen. */
  unserved: boolean;
  /** The id of the problem's text, which the radio (and "Deliver here") point to. */
  problemId: string;
  onSelect: () => void;
  onEdit: () => void;
}

/** One saved address as a radio card, with the delivery problem under it, and its "Edit" button. */
export function AddressChoice({ entry, selected, problem, unserved, problemId, onSelect, onEdit }: AddressChoiceProps) {
  const t = useTokens();
  const tr = useT();
  const translateMessage = useTranslateMessage();
  const id = `address-${entry.id}`;
  return (
    <li css={choiceCardStyles(t, selected)}>
      <input
        type="radio"
        name="delivery-address"
        id={id}
        checked={selected}
        disabled={unserved}
        aria-describedby={problem ? problemId : undefined}
        onChange={onSelect}
        css={{ marginTop: 4 }}
      />
      <div css={{ flex: 1 }}>
        <label htmlFor={id} css={{ cursor: unserved ? 'not-allowed' : 'pointer' }}>
          <strong>{entry.name}</strong> ({tr(TYPE_TAGS[entry.address_type])}) · {entry.phone}
          <br />
          {addressLines(entry)}
        </label>
        {problem && (
          <p id={problemId} css={{ margin: `${t.space.xs} 0 0`, color: t.colors.danger, fontSize: t.fontSizes.sm }}>
            {translateMessage(problem)}
          </p>
        )}
      </div>
      <Button size="sm" variant="secondary" aria-label={tr('checkout.address.editLabel', { name: entry.name, line: entry.address_line_1 })} onClick={onEdit}>
        {tr('checkout.address.edit')}
      </Button>
    </li>
  );
}
