import { useTranslateMessage } from '@storefront/i18n';
import type { DeliveryCheck } from '@storefront/sdk';
import { useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { deliveryProblem, isPincode, placeText, useStores } from '../../../stores';

/** How long the form waits after the sixth digit before looking the pincode up. */
const PINCODE_LOOKUP_DEBOUNCE_MS = 400;

export interface PincodePlaceProps {
  /** The pincode field's value. */
  pincode: string | undefined;
  /**
   * Called when a pincode typed here is answered: the form fills City and State from it (what the shopper
   * has not changed). Not for the pincode the form started with.
   */
  onPlace: (check: DeliveryCheck) => void;
}

/**
 * Looks up a typed pincode (the delivery check, from the store's cache when asked before) and says under
 * the field where it is, or why it cannot be delivered to. The place is handed to the form to fill City
 * and State. A malformed pincode is the form's own validation's to report.
 */
export const PincodePlace = observer(function PincodePlace({ pincode, onPlace }: PincodePlaceProps) {
  const t = useTokens();
  const translateMessage = useTranslateMessage();
  const { delivery } = useStores();
  const [asked, setAsked] = useState<string | null>(null);
  const text = pincode?.trim() ?? '';
  // The pincode an edited address already has: its City and State are the shopper's, not filled again.
  const startedWith = useRef(text);
  // The form's callback is made anew each render; the lookup follows the pincode only.
  const latestOnPlace = useRef(onPlace);
  useEffect(() => {
    latestOnPlace.current = onPlace;
  });

  useEffect(() => {
    if (!isPincode(text)) {
      setAsked(null);
      return;
    }
    const timer = setTimeout(() => {
      setAsked(text);
      void delivery.check(text).then((answer) => {
        if (answer.status === 'answered' && text !== startedWith.current) latestOnPlace.current(answer.check);
      });
    }, PINCODE_LOOKUP_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, delivery]);

  const answer = asked === null ? undefined : delivery.answerFor(asked);
  const problem = deliveryProblem(answer);
  const place = answer?.status === 'answered' ? placeText(answer.check) : null;
  return (
    <p role="status" css={{ margin: `-${t.space.xs} 0 ${t.space.md}`, fontSize: t.fontSizes.sm, color: problem ? t.colors.danger : t.colors.muted }}>
      {problem !== null ? translateMessage(problem) : place}
    </p>
  );
});
