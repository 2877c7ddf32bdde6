import { css } from '@emotion/react';
import { useT } from '@storefront/i18n';
import { Container, mq, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { screenStyles, sectionTitleStyles, titleStyles } from '../shared/styles';
import { usePageTitle } from '../shared/use-page-title';
import { ContactForm } from './contact-form';
import { SupportDetails } from './support-details';

/** /contact-us: the contact form beside the store's customer care details. */
const ContactScreen = observer(function ContactScreen() {
  const t = useTokens();
  const tr = useT();
  usePageTitle(tr('shell.footer.contactUs'));
  return (
    <Container css={screenStyles(t)}>
      <h1 css={titleStyles(t)}>{tr('shell.footer.contactUs')}</h1>
      <div
        css={css`
          display: grid;
          gap: ${t.space.xl};
          ${mq.lg} {
            grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
          }
        `}
      >
        <section>
          <h2 id="contact-form-title" css={sectionTitleStyles(t)}>
            {tr('browse.contact.write')}
          </h2>
          <ContactForm />
        </section>
        <SupportDetails />
      </div>
    </Container>
  );
});

export default ContactScreen;
