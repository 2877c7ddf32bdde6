import { css } from '@emotion/react';
import { useTokens } from '@storefront/ui-kit';
import type { MouseEvent } from 'react';
import { useT } from '@storefront/i18n';

/** The id of the page's main landmark, where "Skip to content" takes the keyboard. */
export const MAIN_CONTENT_ID = 'main';

/**
 * "Skip to content": the first stop of the Tab order on every page, shown only while it has focus, so a
 * keyboard or switch user passes the header's links in one step. It moves focus into the main landmark
 * itself (a hash change alone would reach the router, which scrolls a new location to the top).
 */
export function SkipLink() {
  const t = useTokens();
  const tr = useT();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    // The main landmark starts right under the header, which is sticky: scrolling main itself to the top
    // would put its first lines under the header, so the page goes to its top instead.
    main.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  };
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      css={css`
        position: fixed;
        top: ${t.space.sm};
        left: ${t.space.sm};
        z-index: ${t.zIndices.modal + 1};
        padding: ${t.space.sm} ${t.space.md};
        border-radius: ${t.radii.sm};
        background: ${t.colors.text};
        color: ${t.colors.background};
        font-family: ${t.fonts.body};
        font-weight: ${t.fontWeights.bold};
        text-decoration: none;
        transform: translateY(calc(-100% - ${t.space.md}));
        &:focus {
          transform: none;
          outline: 3px solid ${t.colors.primary};
          outline-offset: 2px;
        }
        &:not(:focus) {
          clip-path: inset(50%);
        }
      `}
    >
      {tr('shell.page.skipToContent')}
    </a>
  );
}
