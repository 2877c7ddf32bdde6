import { css } from '@emotion/react';
import { NOT_FOUND_TITLE } from '@storefront/domain';
import { useT, useTranslateMessage } from '@storefront/i18n';
import { Container, useTokens } from '@storefront/ui-kit';
import { useEffect } from 'react';
import { linkStyles, screenStyles, titleStyles } from '../shared/styles';
import { NotFoundIllustration } from './not-found-illustration';
import { AppLink } from '../../components/links/app-link';

/** Any unknown path: "404 Page Not Found" with a centred not-found image and a way home. */
export default function NotFoundScreen() {
  const t = useTokens();
  const tr = useT();
  const translateMessage = useTranslateMessage();
  const title = translateMessage(NOT_FOUND_TITLE);
  useEffect(() => {
    // The spec names this page's title exactly, so no store-name suffix here.
    document.title = title;
  }, [title]);
  return (
    <Container
      css={[
        screenStyles(t),
        css`
          display: flex;
          flex-direction: column;
          align-items: center;
          justify-content: center;
          min-height: 60vh;
          text-align: center;
        `,
      ]}
    >
      <NotFoundIllustration />
      <h1 css={[titleStyles(t), { marginTop: t.space.lg }]}>{title}</h1>
      <p css={{ margin: `0 0 ${t.space.lg}`, color: t.colors.muted }}>
        {tr('browse.notFound.text')}
      </p>
      <AppLink to="/" css={linkStyles(t)}>
        {tr('browse.notFound.home')}
      </AppLink>
    </Container>
  );
}
