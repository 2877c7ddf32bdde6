import { css } from '@emotion/react';
import { NOT_FOUND_TITLE } from '@storefront/domain';
import { Container, useTokens } from '@storefront/ui-kit';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { linkStyles, screenStyles, titleStyles } from '../shared/styles';
import { NotFoundIllustration } from './not-found-illustration';

/** Any unknown path: "404 Page Not Found" with a centred not-found image and a way home. */
export default function NotFoundScreen() {
  const t = useTokens();
  useEffect(() => {
    // The spec names this page's title exactly, so no store-name suffix here.
    document.title = NOT_FOUND_TITLE;
  }, []);
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
      <h1 css={[titleStyles(t), { marginTop: t.space.lg }]}>{NOT_FOUND_TITLE}</h1>
      <p css={{ margin: `0 0 ${t.space.lg}`, color: t.colors.muted }}>
        The page you are looking for does not exist or has moved.
      </p>
      <Link to="/" css={linkStyles(t)}>
        Back to home
      </Link>
    </Container>
  );
}
