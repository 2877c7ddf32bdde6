import { CARD_AMOUNT_MULTIPLIER, CARD_CURRENCY } from '../constants';

/** What the card provider's popup is opened with. */
export interface CardAmount {
  /** The total in paise. */
  amount: number;
  currency: typeof CARD_CURRENCY;
}

/** The card provider amount (docs/product.md §4): the total in rupees x 100, rounded to whole paise, in INR. */
export function cardAmount(total: number): CardAmount {
  return { amount: Math.round(total * CARD_AMOUNT_MULTIPLIER), currency: CARD_CURRENCY };
}
