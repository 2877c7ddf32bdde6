import { useT } from '@storefront/i18n';
import { useTokens } from '@storefront/ui-kit';
import { titleStyles } from '../shared/styles';
import { usePageTitle } from '../shared/use-page-title';
import { ProfileSection } from './profile-section';

/**
 * /my-account's index page inside the account area (screens/account, which holds the navigation and
 * Logout): the profile, to view and edit.
 */
export default function MyAccountScreen() {
  const t = useTokens();
  const tr = useT();
  usePageTitle(tr('account.myAccount.title'));
  return (
    <>
      <h1 css={titleStyles(t)}>{tr('account.myAccount.title')}</h1>
      <ProfileSection />
    </>
  );
}
