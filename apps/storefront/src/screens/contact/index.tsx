import { css } from '@emotion/react';
import { Container, mq, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { screenStyles, sectionTitleStyles, titleStyles } from '../shared/styles';
import { usePageTitle } from '../shared/use-page-title';
import { ContactForm } from './contact-form';
import { SupportDetails } from './support-details';

/** /contact-us: the contact form beside the store's customer care details. */
const ContactScreen = observer(function ContactScreen() {
  const t = useTokens();
  usePageTitle('Contact us');
  return (
    <Container css={screenStyles(t)}>
      <h1 css={titleStyles(t)}>Contact us</h1>
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
            Send us a message
          </h2>
          <ContactForm />
        </section>
        <SupportDetails />
      </div>
    </Container>
  );
});

export default ContactScreen;
