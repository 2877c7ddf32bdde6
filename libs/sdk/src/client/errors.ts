import {
  FALLBACK_ERROR_MESSAGES,
  NETWORK_ERROR_MESSAGE,
  REQUEST_ABORTED_MESSAGE,
  SOMETHING_WENT_WRONG,
  type FallbackOperation,
} from '@storefront/domain';
import type { OperationId } from '../generated/operations';

/** A field error from the server's error envelope. */
export interface SdkFieldError {
  field: string;
  message: string;
}

/**
 * The one error every SDK call throws. `message` is what a toast shows: the server's `meta.message` when
 * present, otherwise the operation's fallback (docs/product.md §8).
 */
export class SdkError extends Error {
  override readonly name = 'SdkError';

  constructor(
    /** The contract operation that failed. */
    readonly operation: OperationId,
    /** HTTP status; 0 when no response arrived (network failure or abort). */
    readonly status: number,
    /** The server's `meta.message`, if it sent one. */
    readonly serverMessage: string | null,
    /** The spec's fallback text for this operation, if the spec names one. */
    readonly fallback: string | null,
    /** Field errors from the error envelope. */
    readonly fieldErrors: SdkFieldError[] = [],
    message?: string,
  ) {
    super(message ?? serverMessage ?? fallback ?? SOMETHING_WENT_WRONG);
  }

  /** True when no response arrived. */
  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** True when the call was aborted (its AbortSignal fired) before a response arrived. */
  get isAborted(): boolean {
    return this.isNetworkError && isAbortError(this.cause);
  }

  /** What a structured log keeps of the error (`JSON.stringify` drops an Error's own fields otherwise). */
  toJSON() {
    const { name, operation, status, message, serverMessage, fieldErrors } = this;
    return { name, operation, status, message, serverMessage, fieldErrors };
  }
}

/** The fallback of docs/product.md §8 per contract operation; operations that show the server's message only have none. */
const FALLBACK_BY_OPERATION: Partial<Record<OperationId, FallbackOperation>> = {
  addCartItem: 'addToCart',
  updateCartItemQuantity: 'updateQuantity',
  removeCartItem: 'removeCartItem',
  setAdvancePayment: 'chooseAdvancePayment',
  setCodCharge: 'updateCodCharge',
  guestCheckout: 'guestCheckout',
  applyCoupon: 'applyCoupon',
  removeCoupon: 'removeCoupon',
  login: 'login',
  verifyPin: 'login',
  listStates: 'getStates',
  listCities: 'getCities',
  listAddresses: 'listAddresses',
  createAddress: 'createAddress',
  updateAddress: 'updateAddress',
  deleteAddress: 'deleteAddress',
  removeUserAddress: 'deleteAddress',
  addCartAddress: 'addAddressToCart',
  addWishlistItem: 'addToWishlist',
  removeWishlistItem: 'removeFromWishlist',
  cancelOrder: 'cancelOrder',
  returnOrder: 'returnOrder',
  createReview: 'addReview',
  createContact: 'contact',
  subscribe: 'subscribe',
};

/** The spec's fallback text for an operation, or null when it has none. */
export function fallbackFor(operation: OperationId): string | null {
  const key = FALLBACK_BY_OPERATION[operation];
  return key ? FALLBACK_ERROR_MESSAGES[key] : null;
}

interface ErrorBody {
  meta?: { message?: unknown };
  errors?: unknown;
}

function readFieldErrors(errors: unknown): SdkFieldError[] {
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (e): e is SdkFieldError => typeof e?.field === 'string' && typeof e?.message === 'string',
  );
}

/** The envelope's `meta.message`; a blank one counts as none, so the fallback shows instead of an empty toast. */
function readServerMessage(envelope: ErrorBody): string | null {
  const message = envelope.meta?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/**
 * Maps a non-2xx response body to an SdkError. The one place errors are made. A body that is not the
 * error envelope (an HTML error page from a proxy, plain text) gives an error without a server message.
 */
export function errorFromResponse(operation: OperationId, status: number, body: unknown): SdkError {
  const envelope = (typeof body === 'object' && body !== null ? body : {}) as ErrorBody;
  const serverMessage = readServerMessage(envelope);
  return new SdkError(operation, status, serverMessage, fallbackFor(operation), readFieldErrors(envelope.errors));
}

/**
 * An aborted fetch throws a DOMException named AbortError; matched by name, since a DOMException from
 * another realm (a test environment, an iframe) is not `instanceof Error` here.
 */
function isAbortError(cause: unknown): boolean {
  return typeof cause === 'object' && cause !== null && (cause as { name?: unknown }).name === 'AbortError';
}

/**
 * Maps a thrown fetch failure (no response) to an SdkError. Like any error without a server message it
 * reads as the operation's fallback; operations without one read "Request aborted" or "Network Error".
 */
export function errorFromFailure(operation: OperationId, cause: unknown): SdkError {
  const aborted = isAbortError(cause);
  const fallback = fallbackFor(operation);
  const text = fallback ?? (aborted ? REQUEST_ABORTED_MESSAGE : NETWORK_ERROR_MESSAGE);
  const error = new SdkError(operation, 0, null, fallback, [], text);
  (error as { cause?: unknown }).cause = cause;
  return error;
}
