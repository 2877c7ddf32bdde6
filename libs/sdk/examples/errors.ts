import { SdkError, type StorefrontSdk } from '@storefront/sdk';

/** Applies a coupon and answers the text to show the shopper. */
export async function applyCoupon(sdk: StorefrontSdk, code: string): Promise<string> {
  try {
    const { meta } = await sdk.coupons.apply(code);
    return meta.message ?? 'Coupon applied';
  } catch (error) {
    if (!(error instanceof SdkError)) throw error;
    if (error.status === 401) return 'Log in to use a coupon';
    if (error.isNetworkError) return 'You seem to be offline';
    // operation 'applyCoupon', status 422, serverMessage: the server's meta.message (or null)
    console.warn(`${error.operation} failed (${error.status}): ${error.serverMessage ?? 'no message'}`);
    return error.message; // the server's message, else the spec's fallback for the operation
  }
}

/** Registers, answering the form's field errors by field (`user_params.email`, ...); other errors are thrown. */
export async function register(sdk: StorefrontSdk, userParams: Parameters<StorefrontSdk['auth']['register']>[0]['user_params']) {
  try {
    await sdk.auth.register({ user_params: userParams });
    return {};
  } catch (error) {
    if (error instanceof SdkError && error.fieldErrors.length > 0) {
      return Object.fromEntries(error.fieldErrors.map((e) => [e.field, e.message]));
    }
    throw error;
  }
}
