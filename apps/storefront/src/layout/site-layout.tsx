import { css } from '@emotion/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { ScrollToTopOnNavigate } from '../app/scroll-to-top';
import { Overlays } from './overlays';
import { PageLoader } from './page-loader';
import { MobileBottomBar, ScrollToTop, SiteFooter, SiteHeader, WhatsAppChat } from './lazy-chrome';

/** Every page: header, the routed screen, footer, the floating buttons, and the overlays the header opens. */
export function SiteLayout() {
  return (
    <>
      <ScrollToTopOnNavigate />
      <SiteHeader />
      <main
        id="main"
        css={css`
          min-height: 60vh;
        `}
      >
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <MobileBottomBar />
      <WhatsAppChat />
      <ScrollToTop />
      <Overlays />
    </>
  );
}
