import { Button, Row } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../../stores';

/**
 * Sign in or go on as a guest. The inline sign-in forms (AuthForms placement="checkout") replace the
 * Login button when the sign-in work is merged.
 */
export const AuthStep = observer(function AuthStep() {
  const { checkout, ui } = useStores();
  return (
    <Row gap="md" wrap>
      <Button onClick={() => ui.openSignInPrompt('/login')}>Login</Button>
      <Button variant="secondary" loading={checkout.guestLoading} onClick={() => void checkout.continueAsGuest()}>
        Continue as a guest
      </Button>
    </Row>
  );
});
