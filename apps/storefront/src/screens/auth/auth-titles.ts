import { useContext } from 'react';
import { LinguiContext } from '@lingui/react';
import type { AuthScreen } from '@storefront/domain';
import { useT, type Translate } from '@storefront/i18n';
import { hasAccountMessages } from './account-messages';

/** The name of the dialog (and of the checkout step's section) for each auth form. */
export function authDialogTitle(tr: Translate, screen: AuthScreen): string {
  switch (screen) {
    case 'register':
      return tr('account.auth.dialogRegister');
    case 'forgot-password':
      return tr('account.auth.dialogForgotPassword');
    case 'otp-login':
      return tr('account.auth.dialogOtpLogin');
    default:
      return tr('account.auth.dialogLogin');
  }
}

/**
 * The sign-in prompt's name for the form shown. The prompt opens before the forms' chunk (and the
 * `account` messages that come with it) has loaded: until then it is named with the shell's "Sign in".
 */
export function useAuthDialogTitle(screen: AuthScreen): string {
  const tr = useT();
  const i18n = useContext(LinguiContext)?.i18n;
  return !i18n || hasAccountMessages(i18n) ? authDialogTitle(tr, screen) : tr('shell.header.signIn');
}
