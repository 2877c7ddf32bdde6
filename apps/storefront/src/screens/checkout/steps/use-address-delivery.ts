import type { Address } from '@storefront/sdk';
import { useEffect } from 'react';
import { deliveryProblem, useStores } from '../../../stores';

/**
 * Whether each address of the book can be delivered to (the delivery check of its pincode, asked once per
 * pincode and kept by the delivery store). `unservedReason` is the server's reason for a pincode it does
 * not serve or does not know: such an address cannot be chosen (POST /carts/add_address refuses it too).
 * `problemOf` also says when a pincode could not be checked (rate limited, offline), which is shown but
 * does not block: the server decides when the address is sent.
 */
export function useAddressDelivery(addresses: readonly Address[]) {
  const { delivery } = useStores();
  const pincodes = [...new Set(addresses.map((entry) => entry.pincode))].join(',');
  useEffect(() => {
    for (const pincode of pincodes.split(',')) if (pincode) void delivery.check(pincode);
  }, [delivery, pincodes]);

  const unservedReason = (entry: Address): string | null => {
    const answer = delivery.answerFor(entry.pincode);
    if (answer?.status === 'answered') return answer.check.serviceable ? null : (answer.check.reason ?? '');
    // A pincode India Post does not list is refused by the server as well.
    return answer?.status === 'failed' && answer.settled ? answer.message : null;
  };
  return { unservedReason, problemOf: (entry: Address) => deliveryProblem(delivery.answerFor(entry.pincode)) };
}
