import { Button, Container, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores';
import { screenStyles, titleStyles } from '../shared/styles';
import { usePageTitle } from '../shared/use-page-title';
import { ProfileSection } from './profile-section';

/** /my-account entry (behind the account guard): the profile (view and edit) and logout. Orders etc. come later. */
const MyAccountScreen = observer(function MyAccountScreen() {
  const t = useTokens();
  const { auth } = useStores();
  usePageTitle('My account');
  return (
    <Container css={screenStyles(t)}>
      <h1 css={titleStyles(t)}>My account</h1>
      <ProfileSection />
      <Button variant="secondary" loading={auth.loggingOut} onClick={() => void auth.logout()}>
        Logout
      </Button>
    </Container>
  );
});

export default MyAccountScreen;
