import { css } from '@emotion/react';
import { Button, Modal, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useStores } from '../stores';

/**
 * The sign-in prompt a signed-out shopper gets from the account icon, the wishlist or a coupon. The auth
 * forms (login, register, forgot password, OTP login) render here by `ui.authRoute` in a later issue.
 */
export const SignInPrompt = observer(function SignInPrompt() {
  const { ui } = useStores();
  const t = useTokens();
  const close = () => ui.closeSignInPrompt();
  return (
    <Modal open={ui.signInPromptOpen} onClose={close} title="Sign in" size="sm">
      <div data-auth-route={ui.authRoute}>
        <p css={css`margin: 0 0 ${t.space.lg};`}>
          Sign in to see your account, your orders and your wishlist.
        </p>
        <Button fullWidth variant="secondary" onClick={close}>
          Continue shopping
        </Button>
      </div>
    </Modal>
  );
});
