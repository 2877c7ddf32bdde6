import { css } from '@emotion/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { ScrollToTopOnNavigate } from '../app/scroll-to-top';
import { Overlays } from './overlays';
import { PageLoader } from './page-loader';
import { MobileBottomBar, ScrollToTop, SiteFooter, SiteHeaderThenPage, WhatsAppChat } from './lazy-chrome';

const mainStyles = css`
  min-height: 60vh;
`;

/** Every page: header, the routed screen, footer, the floating buttons, and the overlays the header opens. */
export function SiteLayout() {
  return (
    <>
      <ScrollToTopOnNavigate />
      <SiteHeaderThenPage pagePlaceholder={<div aria-busy="true" css={mainStyles} />}>
        <main id="main" css={mainStyles}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </main>
      </SiteHeaderThenPage>
      <SiteFooter />
      <MobileBottomBar />
      <WhatsAppChat />
      <ScrollToTop />
      <Overlays />
    </>
  );
}
