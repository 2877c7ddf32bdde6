import type { Address } from '@storefront/sdk';
import { Button, useTokens } from '@storefront/ui-kit';
import { addressLines } from '../../shared/address-form/address-lines';
import { choiceCardStyles } from '../payment/choice-list';

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
          <strong>{entry.name}</strong> ({entry.address_type}) · {entry.phone}
          <br />
          {addressLines(entry)}
        </label>
        {problem && (
          <p id={problemId} css={{ margin: `${t.space.xs} 0 0`, color: t.colors.danger, fontSize: t.fontSizes.sm }}>
            {problem}
          </p>
        )}
      </div>
      <Button size="sm" variant="secondary" aria-label={`Edit address of ${entry.name}, ${entry.address_line_1}`} onClick={onEdit}>
        Edit
      </Button>
    </li>
  );
}
