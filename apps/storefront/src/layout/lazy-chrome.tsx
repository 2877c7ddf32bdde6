import { css } from '@emotion/react';
import { FOOTER_LOADING_TEXT } from '@storefront/domain';
import { trackedLazy, useBrowserIdle, useServerRendered, useTokens } from '@storefront/ui-kit';
import { Suspense, useState, type ReactNode } from 'react';
import { preloadableLazy } from '../code-splitting/preloadable-lazy';


/*
 * The chrome's places in the page (header, footer, bottom bar, floating buttons), each filled by the
 * themed-chrome.tsx chunk once it has loaded and held by a same-size placeholder until then.
 */

/** Starts loading the themed chrome; app/bootstrap.tsx calls it at start-up so it arrives with the first screen. */
export const loadChrome = () => import('./themed-chrome');

const HeaderView = preloadableLazy(() => loadChrome().then((m) => ({ default: m.HeaderView })));
const FooterView = preloadableLazy(() => loadChrome().then((m) => ({ default: m.FooterView })));
const BottomBarView = preloadableLazy(() => loadChrome().then((m) => ({ default: m.BottomBarView })));

/** The chrome's first-screen parts made ready to render without suspending (before hydration); answers the chunk. */
export async function preloadChrome(): Promise<Awaited<ReturnType<typeof loadChrome>>> {
  const [chrome] = await Promise.all([loadChrome(), HeaderView.preload(), FooterView.preload(), BottomBarView.preload()]);
  return chrome;
}
const ScrollTopView = trackedLazy(() => import('./floating-chrome').then((m) => ({ default: m.ScrollTopView })));
const ChatView = trackedLazy(() => import('./floating-chrome').then((m) => ({ default: m.ChatView })));

/** Holds the header's place (same height) while the theme's header loads, so nothing shifts. */
function HeaderPlaceholder() {
  const t = useTokens();
  return (
    <header
      aria-busy="true"
      css={css`
        position: sticky;
        top: 0;
        height: ${t.headerHeight};
        background: ${t.colors.background};
        border-bottom: 1px solid ${t.colors.border};
      `}
    />
  );
}

function FooterPlaceholder() {
  const t = useTokens();
  return (
    <footer
      aria-busy="true"
      css={css`
        padding: ${t.space.xl} ${t.space.md};
        text-align: center;
        color: ${t.colors.muted};
      `}
    >
      {FOOTER_LOADING_TEXT}
    </footer>
  );
}

/**
 * The theme's header and, under it, the page (`children`), shown together. The placeholder cannot know the
 * theme's header height (taller in some themes, and on phones), so a page drawn under it first would be
 * pushed down when the header arrives (a large layout shift on a phone). Until then: the placeholder and an
 * empty page of the page's own minimum height.
 */
export function SiteHeaderThenPage({ children, pagePlaceholder }: { children: ReactNode; pagePlaceholder: ReactNode }) {
  return (
    <Suspense
      fallback={
        <>
          <HeaderPlaceholder />
          {pagePlaceholder}
        </>
      }
    >
      <HeaderView />
      {children}
    </Suspense>
  );
}

/**
 * The theme's footer, asked for once the browser is idle after a page drawn in the browser has loaded: it is below the first
 * screen, so its variant chunk (and the social and payment icons it imports) stays out of the first load
 * Nothing stands in its place until then: a visible placeholder under a page still loading was
 * pushed down when the page arrived (a layout shift); the footer drawn last, under
 * the page, moves nothing.
 */
export function SiteFooter() {
  const idle = useBrowserIdle();
  const serverRendered = useServerRendered();
  // One element for the component's life: a server-drawn footer is hydrated only when its variant's chunk
  // arrives, and a boundary given new props before then (this component re-rendered as the browser turns
  // idle, or with the layout) is drawn afresh by React, which reports it as its error #421.
  const [footer] = useState(() => (
    <Suspense fallback={<FooterPlaceholder />}>
      <FooterView />
    </Suspense>
  ));
  // A server-rendered page has its footer in the HTML (links a crawler follows); its variant's chunk
  // hydrates it when it arrives.
  if (!idle && !serverRendered) return null;
  return footer;
}

export function MobileBottomBar() {
  return (
    <Suspense fallback={null}>
      <BottomBarView />
    </Suspense>
  );
}

/** The scroll-to-top button, once the browser is idle after the page has loaded (see floating-chrome.tsx). */
export function ScrollToTop() {
  if (!useBrowserIdle()) return null;
  return (
    <Suspense fallback={null}>
      <ScrollTopView />
    </Suspense>
  );
}

/** The floating "Chat on WhatsApp" button (hidden on /products and below), once the browser is idle. */
export function WhatsAppChat() {
  if (!useBrowserIdle()) return null;
  return (
    <Suspense fallback={null}>
      <ChatView />
    </Suspense>
  );
}
