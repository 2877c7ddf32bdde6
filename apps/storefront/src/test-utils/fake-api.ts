import { demoCustomer } from '@storefront/sdk/testing';
import type { RootStore } from '../stores';

/**
 * The msw fake of the API for one test file: listening for its tests, reset after each. (Re-exported
 * under a name the React hooks lint rule does not take for a hook.)
 */
export { useFakeApi as installFakeApi } from '@storefront/sdk/testing';

/** The demo customer's login. */
export const demoLogin = { email: demoCustomer.user.email ?? '', password: demoCustomer.password };

/** Signs the demo customer in through the SDK (as the login form will) ; the stores see the token through the token store. */
export async function signInDemoCustomer(root: RootStore): Promise<string> {
  const session = await root.sdk.auth.login(demoLogin);
  return session.data.token;
}
