import { STORAGE_KEYS, classifyLoginIdentifier } from '@storefront/domain';
import { request, type JsonBody } from '../client/request';
import type { components } from '../generated/schema';
import type { SdkContext } from './context';

type PasswordUpdateForm = components['schemas']['PasswordUpdateForm'];

/**
 * Login, logout, PIN and OTP, registration, password reset and guest checkout. Calls that sign a shopper
 * in keep the returned token as auth_token and drop the anonymous cart_token (the server merged that cart)
 * and the isGuestUser flag (docs/product.md §4): `sdk.auth`.
 * @example
 * ```ts
 * // The session token is stored in the SDK's token store and sent on every later call.
 * await sdk.auth.loginWithIdentifier('asha@example.in', 'Secret@123');
 * const { data: user } = await sdk.account.currentUser();
 * await sdk.auth.logout(); // forgets every token, even when the server is unreachable
 * ```
 */
export function authApi({ client, tokens }: SdkContext) {
  const signIn = (token: string) => {
    tokens.set(STORAGE_KEYS.authToken, token);
    tokens.remove(STORAGE_KEYS.cartToken);
    tokens.remove(STORAGE_KEYS.isGuestUser);
  };

  return {
    /** Login with `{ email, password }`, `{ full_phone_number, password }` or `{ token }`. */
    async login(body: JsonBody<'login'>) {
      const result = await request('login', () => client.POST('/sessions', { body }));
      signIn(result.data.token);
      return result;
    },
    /** Login with what the shopper typed in "email or mobile": an email or a 10-digit number. */
    loginWithIdentifier(identifier: string, password: string) {
      const id = classifyLoginIdentifier(identifier.trim());
      const body = id && 'email' in id ? { email: id.email, password } : { full_phone_number: identifier.trim(), password };
      return this.login(body as JsonBody<'login'>);
    },
    /** Revokes the session, then forgets every stored token and flag, even when the server is unreachable. */
    async logout() {
      try {
        return await request('logout', () => client.DELETE('/sessions'));
      } finally {
        tokens.clear();
      }
    },
    /** Sends a 4-digit login PIN by SMS. */
    createPin: (body: JsonBody<'createPin'>) => request('createPin', () => client.POST('/sessions/create_pin', { body })),
    /** Verifies the PIN and signs in. */
    async verifyPin(body: JsonBody<'verifyPin'>) {
      const result = await request('verifyPin', () => client.POST('/sessions/verify_pin', { body }));
      signIn(result.data.token);
      return result;
    },
    /** Registers (user_params). Signing in afterwards is the caller's choice: `useToken` or `login`. */
    register: (body: JsonBody<'register'>) => request('register', () => client.POST('/users', { body })),
    /** Keeps a token issued elsewhere (registration with OTP login) as the session. */
    useToken: signIn,
    /** Forgot password step 1: sends an OTP to the email or phone. */
    createOtp: (body: JsonBody<'createOtp'>) => request('createOtp', () => client.POST('/sessions/create_otp', { body })),
    /** Forgot password step 2: checks the OTP. */
    verifyOtp: (body: JsonBody<'verifyOtp'>) => request('verifyOtp', () => client.POST('/sessions/verify_otp', { body })),
    /** Forgot password step 3: sets the new password (sent as form data). */
    updatePassword: (form: PasswordUpdateForm) =>
      request('updatePassword', () =>
        client.PUT('/sessions/password_update', {
          body: form,
          bodySerializer: (values: PasswordUpdateForm) => {
            const data = new FormData();
            for (const [key, value] of Object.entries(values)) if (value !== undefined) data.append(key, String(value));
            return data;
          },
        }),
      ),
    /** Starts guest checkout for the current cart; the guest token becomes auth_token. */
    async guestCheckout() {
      const result = await request('guestCheckout', () => client.POST('/carts/guest_checkout'));
      tokens.set(STORAGE_KEYS.authToken, result.data.token);
      tokens.remove(STORAGE_KEYS.cartToken);
      return result;
    },
    /** Records the guest's contact details on the guest user. */
    createGuestUser: (body: JsonBody<'createGuestUser'>) =>
      request('createGuestUser', () => client.POST('/users/guest_user', { body })),
    /** Ends guest mode: the cart goes back to an anonymous cart token. */
    async removeGuestUser() {
      const result = await request('removeGuestUser', () => client.DELETE('/users/guest_user'));
      tokens.remove(STORAGE_KEYS.authToken);
      tokens.remove(STORAGE_KEYS.isGuestUser);
      if (result.data.cart_token) tokens.set(STORAGE_KEYS.cartToken, result.data.cart_token);
      return result;
    },
  };
}
