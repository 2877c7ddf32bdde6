import { useCallback, useEffect, useRef, useState } from 'react';
import { isPincode, useStores, type DeliveryAnswer, type DeliveryContext } from '../../../stores';

/** How long the box waits after the sixth digit before asking: a slip corrected at once asks once. */
export const PINCODE_CHECK_DEBOUNCE_MS = 400;
/** The box holds at most this many characters (an Indian pincode). */
export const PINCODE_LENGTH = 6;

export interface DeliveryCheckState {
  /** The box's text. */
  value: string;
  /** The answer to show (for the pincode last checked), if any. */
  answer: DeliveryAnswer | undefined;
  change: (text: string) => void;
  /** Enter or "Check": asks now (a malformed pincode is answered at once, without a request). */
  submit: () => void;
}

/**
 * The state of one "Check delivery" box. Starts empty (as the server drew it); once live it takes the
 * preferred pincode (this session's, the default address's, the remembered one) and checks it, unless the
 * shopper has typed meanwhile. Six typed digits are checked after a short pause; answers come from the
 * delivery store's cache when it has them.
 */
export function useDeliveryCheck(context: DeliveryContext): DeliveryCheckState {
  const { delivery } = useStores();
  const [value, setValue] = useState('');
  const [checked, setChecked] = useState<string | null>(null);
  const typed = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const { productId } = context;

  const checkNow = useCallback(
    (pincode: string) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      setChecked(pincode.trim());
      void delivery.check(pincode, { productId }, { remember: true });
    },
    [delivery, productId],
  );

  useEffect(() => {
    delivery.restore();
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [delivery]);

  // Mounted once the page is live (lazy-delivery-check-box.tsx): the remembered pincode cannot upset hydration.
  const preferred = delivery.preferredPincode;
  useEffect(() => {
    if (preferred === null || typed.current) return;
    setValue(preferred);
    checkNow(preferred);
  }, [preferred, checkNow]);

  const answer = checked === null ? undefined : delivery.answerFor(checked, { productId });
  // The cart's answer is kept per cart total: a changed cart asks again for the same pincode.
  useEffect(() => {
    if (checked !== null && answer === undefined && isPincode(checked)) void delivery.check(checked, { productId });
  }, [checked, answer, delivery, productId]);

  const change = (text: string) => {
    typed.current = true;
    setValue(text);
    // The answer shown was for the text before: it goes until the new text is checked.
    setChecked(null);
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const pincode = text.trim();
    if (pincode.length < PINCODE_LENGTH) return;
    // Six characters that are not a pincode are told at once; six digits wait for the pause.
    if (!isPincode(pincode)) checkNow(pincode);
    else timer.current = setTimeout(() => checkNow(pincode), PINCODE_CHECK_DEBOUNCE_MS);
  };

  return { value, answer, change, submit: () => checkNow(value) };
}
