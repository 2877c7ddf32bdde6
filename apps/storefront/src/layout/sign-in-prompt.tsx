import { resolveAuthScreen } from '@storefront/domain';
import { Modal, SkeletonRows } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { LazyAuthForms, useAuthDialogTitle } from '../screens/auth';
import { useStores } from '../stores';

/**
 * The sign-in prompt a signed-out shopper gets from the account icon, the bottom bar's Login, the Garment
 * drawer's Sign in, the wishlist, a coupon or an expired session: the auth forms at `ui.authRoute`, in the
 * ui-kit modal (focus trap, 300 ms, backdrop 150 ms), named after the form shown.
 */
export const SignInPrompt = observer(function SignInPrompt() {
  const { ui, settings } = useStores();
  const screen = resolveAuthScreen(ui.authRoute, { defaultWebLoginMethod: settings.settings?.default_web_login_method });
  const title = useAuthDialogTitle(screen);
  return (
    <Modal open={ui.signInPromptOpen} onClose={() => ui.closeSignInPrompt()} title={title} size="sm">
      <Suspense fallback={<SkeletonRows count={4} thumbnail={false} />}>
        <LazyAuthForms placement="modal" />
      </Suspense>
    </Modal>
  );
});
