import { useT } from '@storefront/i18n';
import { useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores';
import { linkStyles, sectionTitleStyles } from '../shared/styles';

/** The store's customer support email and phone (and address) from the settings, when configured. */
export const SupportDetails = observer(function SupportDetails() {
  const t = useTokens();
  const tr = useT();
  const { settings } = useStores();
  const s = settings.settings;
  const email = s?.customer_support_email?.trim();
  const phone = s?.customer_care_number?.trim();
  const address = s?.address?.trim();
  if (!email && !phone && !address) return null;
  return (
    <section aria-labelledby="contact-support-title">
      <h2 id="contact-support-title" css={sectionTitleStyles(t)}>
        {tr('shell.footer.customerCare')}
      </h2>
      <dl css={{ margin: 0, display: 'grid', gap: t.space.sm, '& dt': { fontWeight: t.fontWeights.bold }, '& dd': { margin: `0 0 ${t.space.sm}` } }}>
        {email && (
          <>
            <dt>{tr('browse.contact.email')}</dt>
            <dd>
              <a href={`mailto:${email}`} css={linkStyles(t)}>
                {email}
              </a>
            </dd>
          </>
        )}
        {phone && (
          <>
            <dt>{tr('browse.contact.phone')}</dt>
            <dd>
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} css={linkStyles(t)}>
                {phone}
              </a>
            </dd>
          </>
        )}
        {address && (
          <>
            <dt>{tr('browse.contact.address')}</dt>
            <dd css={{ whiteSpace: 'pre-line' }}>{address}</dd>
          </>
        )}
      </dl>
    </section>
  );
});
