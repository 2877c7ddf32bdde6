import { css } from '@emotion/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { ScrollToTopOnNavigate } from './scroll-to-top';
import { Overlays } from './overlays';
import { PageLoader } from './page-loader';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { MobileBottomBar, ScrollToTop, SiteFooter, SiteHeaderThenPage, WhatsAppChat } from './lazy-chrome';

const mainStyles = css`
  min-height: 60vh;
`;

/** Focused only by "Skip to content" (not a control, so no ring of its own). */
const skipTargetStyles = css`
  &:focus {
    outline: none;
  }
`;

/**
 * Every page: "Skip to content" first, header, the routed screen, footer, the floating buttons, and the
 * overlays the header opens.
 */
export function SiteLayout() {
  return (
    <>
      <SkipLink />
      <ScrollToTopOnNavigate />
      <SiteHeaderThenPage pagePlaceholder={<div aria-busy="true" css={mainStyles} />}>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} css={[mainStyles, skipTargetStyles]}>
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
