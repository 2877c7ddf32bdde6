import { PAGE_PATHS } from '../routes/route-paths';

/** The checkout steps, in order. */
export const CHECKOUT_STEPS = ['auth', 'address', 'payment'] as const;

/** A checkout step (the `step` query parameter). */
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** Who is checking out. */
export interface CheckoutAccess {
  /** An auth token (registered or guest) exists. */
  isSignedIn: boolean;
  /** A cart token exists. */
  hasCartToken: boolean;
}

/** Step reached after login or registration on checkout. */
export const STEP_AFTER_AUTH: CheckoutStep = 'address';

/** Step reached after an address is saved on the order. */
export const STEP_AFTER_ADDRESS_SAVED: CheckoutStep = 'payment';

/** Where an empty cart at checkout is sent. */
export const EMPTY_CART_REDIRECT = PAGE_PATHS.products;

/** Entering checkout: "address" when signed in or holding a cart token, otherwise "auth". */
export function checkoutEntryStep(access: CheckoutAccess): CheckoutStep {
  return access.isSignedIn || access.hasCartToken ? 'address' : 'auth';
}

/** The checkout URL of a step: "/checkout?step={step}". */
export function checkoutPath(step: CheckoutStep): string {
  return `${PAGE_PATHS.checkout}?step=${step}`;
}

/** Where to send the shopper instead of checkout: "/products" when the cart is empty, else null. */
export function checkoutRedirect(cart: { cartItemCount: number }): string | null {
  return cart.cartItemCount > 0 ? null : EMPTY_CART_REDIRECT;
}

/** True when the value is one of the checkout steps. */
export function isCheckoutStep(value: unknown): value is CheckoutStep {
  return typeof value === 'string' && (CHECKOUT_STEPS as readonly string[]).includes(value);
}

/**
 * Reads the `step` query value. A missing or unknown value falls back to the entry step for
 * `access` ("auth" when `access` is not given); with `access`, a shopper who may not be past
 * "auth" is kept there whatever the URL says.
 */
export function parseCheckoutStep(raw: unknown, access?: CheckoutAccess): CheckoutStep {
  const value = Array.isArray(raw) ? raw[0] : raw;
  const step = typeof value === 'string' ? value.trim().toLowerCase() : undefined;
  const entry = access ? checkoutEntryStep(access) : 'auth';
  if (!isCheckoutStep(step)) return entry;
  return entry === 'auth' && access ? 'auth' : step;
}
