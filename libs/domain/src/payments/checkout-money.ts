import { toRupees } from '../money/paise';
import { orderAmounts, type OrderPaymentTerms } from './order-amounts';

/** The shopper's choices on the payment step; `paymentMethod` null while none is chosen. */
export interface CheckoutChoices {
  paymentMethod: string | null;
  useWalletBalance: boolean;
  /** Online methods: pay only the advance now. */
  advancePaid: boolean;
}

/**
 * The method an order of these choices is placed with: when the shopper spends the wallet and it covers
 * the whole total (without a COD charge: nothing is left to collect on delivery), the wallet pays it
 * alone, whatever method was chosen; otherwise the chosen one.
 */
export function effectivePaymentMethod(
  choices: Pick<CheckoutChoices, 'paymentMethod' | 'useWalletBalance'>,
  totalWithoutCodCharge: number,
  walletBalance: number,
  walletOffered: boolean,
): string | null {
  const covers = choices.useWalletBalance && walletOffered && totalWithoutCodCharge > 0 && walletBalance >= totalWithoutCodCharge;
  return covers ? 'wallet' : choices.paymentMethod;
}

/** Every part of what an order costs and how it is paid, in paise. */
export interface CheckoutMoney {
  walletUsed: number;
  /** Collected online by the provider now: the rest, or the advance. */
  onlineAmount: number;
  advancePaymentAmount: number;
  /** Wallet plus online: what has been paid once the payment goes through. */
  paidNow: number;
  /** Left to pay to the courier. */
  dueOnDelivery: number;
}

/**
 * Splits `total` (paise) the way the order will be charged (`orderAmounts`): the amounts shown before
 * paying and the amounts an order records come from this one rule.
 */
export function checkoutMoney(total: number, walletBalance: number, terms: OrderPaymentTerms): CheckoutMoney {
  const amounts = orderAmounts(total, walletBalance, terms);
  const paidNow = Math.min(total, amounts.walletUsed + amounts.onlineAmount);
  return { ...amounts, paidNow, dueOnDelivery: total - paidNow };
}

/**
 * The wallet and payment part of a checkout-charges answer, in rupees, as the API and the fake both send
 * it (the contract's `CheckoutCharges`).
 */
export function checkoutMoneyFields(money: CheckoutMoney, walletBalance: number) {
  return {
    wallet_balance: toRupees(walletBalance),
    wallet_amount_used: toRupees(money.walletUsed),
    make_advance_payment: money.advancePaymentAmount > 0,
    advance_payment_amount: toRupees(money.advancePaymentAmount),
    pay_online_now: toRupees(money.onlineAmount),
    paid_now: toRupees(money.paidNow),
    due_on_delivery: toRupees(money.dueOnDelivery),
  };
}

/** The priced cart a quote is made of (paise). */
export interface QuotedTotals {
  subTotal: number;
  discount: number;
  shipping: number;
  codCharge: number;
  total: number;
}

/**
 * The whole checkout-charges answer (the contract's `CheckoutCharges`, rupees) for the cart priced for
 * `method`: its totals, then how the order would be paid (`checkoutMoney`).
 */
export function checkoutChargesOnWire(
  priced: QuotedTotals,
  choices: { method: string | null; useWalletBalance: boolean; advancePaid: boolean },
  couponCode: string | null,
  walletBalance: number,
) {
  const money = checkoutMoney(priced.total, walletBalance, {
    paymentMethod: choices.method ?? '',
    useWalletBalance: choices.useWalletBalance,
    advancePaid: choices.advancePaid,
  });
  return {
    payment_method: choices.method,
    coupon_code: couponCode,
    sub_total: toRupees(priced.subTotal),
    applied_discount: toRupees(priced.discount),
    shipping_charge: toRupees(priced.shipping),
    cod_charge: toRupees(priced.codCharge),
    total: toRupees(priced.total),
    ...checkoutMoneyFields(money, walletBalance),
  };
}
