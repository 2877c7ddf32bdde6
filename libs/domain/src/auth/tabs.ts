/** The step shown by the multi-step auth forms (forgot password, mobile login). */
export type AuthTab = 1 | 2 | 3;

/** Something that moves the auth tab: a call's outcome, a back arrow, or a reset. */
export type AuthTabAction =
  | { type: 'sendOtp'; ok: boolean }
  | { type: 'verifyOtp'; ok: boolean }
  | { type: 'resetPassword'; ok: boolean }
  | { type: 'createPin'; ok: boolean }
  | { type: 'verifyPin'; ok: boolean }
  | { type: 'back'; tab: AuthTab }
  | { type: 'reset' };

/** The tab every auth form starts on. */
export const INITIAL_AUTH_TAB: AuthTab = 1;

/**
 * Next auth tab (docs/product.md §4). Forgot password: send OTP success 1 to 2, failure 1; verify OTP
 * success 2 to 3, failure 2; reset success 3, failure 2. Mobile login: PIN creation success 2,
 * failure 1; PIN verification success 1, failure 2. A back arrow sets the tab it names.
 */
export function authTabReducer(tab: AuthTab, action: AuthTabAction): AuthTab {
  switch (action.type) {
    case 'sendOtp':
      return action.ok ? 2 : 1;
    case 'verifyOtp':
      return action.ok ? 3 : 2;
    case 'resetPassword':
      return action.ok ? 3 : 2;
    case 'createPin':
      return action.ok ? 2 : 1;
    case 'verifyPin':
      return action.ok ? 1 : 2;
    case 'back':
      return action.tab;
    case 'reset':
      return INITIAL_AUTH_TAB;
    default:
      return tab;
  }
}
