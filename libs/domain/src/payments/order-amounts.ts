import { advancePaymentFor } from '../cart/charges';

/** Methods paid through a provider (card/UPI popup, mobile wallet, global redirect); cod and wallet are not. */
export const ONLINE_PAYMENT_METHODS = ['razorpay', 'phonepe', 'paypal'] as const;

/** Whether a payment method is paid online through a provider. */
export function isOnlinePayment(method: string): boolean {
  return (ONLINE_PAYMENT_METHODS as readonly string[]).includes(method);
}

/** How an order is paid. */
export interface OrderPaymentTerms {
  paymentMethod: string;
  /** Spend wallet balance first (cod and online); a `wallet` order always pays from the wallet. */
  useWalletBalance: boolean;
  /** Online methods: only the advance (20% of the total, rounded up to the rupee) is paid online now. */
  advancePaid: boolean;
}

/** Order amounts in paise. */
export interface OrderAmounts {
  walletUsed: number;
  /** To collect online now (0 for cod and wallet): the whole remainder, or the advance. */
  onlineAmount: number;
  advancePaymentAmount: number;
}

/**
 * Splits an order's `total` (paise) between the wallet and the provider: a wallet order takes it all from
 * the wallet; otherwise the wallet, when asked, pays what it can first; an online order then collects the
 * rest, or only the advance (never more than the rest).
 */
export function orderAmounts(total: number, walletBalance: number, terms: OrderPaymentTerms): OrderAmounts {
  if (terms.paymentMethod === 'wallet') return { walletUsed: total, onlineAmount: 0, advancePaymentAmount: 0 };
  const walletUsed = terms.useWalletBalance ? Math.min(Math.max(walletBalance, 0), total) : 0;
  if (!isOnlinePayment(terms.paymentMethod)) return { walletUsed, onlineAmount: 0, advancePaymentAmount: 0 };
  const remainder = total - walletUsed;
  if (!terms.advancePaid) return { walletUsed, onlineAmount: remainder, advancePaymentAmount: 0 };
  const advance = Math.min(advancePaymentFor(total), remainder);
  return { walletUsed, onlineAmount: advance, advancePaymentAmount: advance };
}
