import { Button, Container, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores';
import { screenStyles, sectionTitleStyles, titleStyles } from '../shared/styles';
import { usePageTitle } from '../shared/use-page-title';

/** /my-account entry (behind the account guard): who is signed in, and logout. Orders etc. come later. */
const MyAccountScreen = observer(function MyAccountScreen() {
  const t = useTokens();
  const { auth } = useStores();
  usePageTitle('My account');
  const user = auth.user;
  return (
    <Container css={screenStyles(t)}>
      <h1 css={titleStyles(t)}>My account</h1>
      {user && (
        <section aria-labelledby="account-profile-title" css={{ marginBottom: t.space.xl }}>
          <h2 id="account-profile-title" css={sectionTitleStyles(t)}>
            Hello, {user.name}
          </h2>
          <dl css={{ margin: 0, display: 'grid', gap: t.space.xs, '& dt': { fontWeight: t.fontWeights.bold }, '& dd': { margin: `0 0 ${t.space.sm}` } }}>
            <dt>Name</dt>
            <dd>{user.name}</dd>
            {user.email && (
              <>
                <dt>Email</dt>
                <dd>{user.email}</dd>
              </>
            )}
            {user.full_phone_number && (
              <>
                <dt>Mobile</dt>
                <dd>{user.full_phone_number}</dd>
              </>
            )}
          </dl>
        </section>
      )}
      <Button variant="secondary" loading={auth.loggingOut} onClick={() => void auth.logout()}>
        Logout
      </Button>
    </Container>
  );
});

export default MyAccountScreen;
