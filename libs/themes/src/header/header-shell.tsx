import { css, type SerializedStyles } from '@emotion/react';
import type { HeaderVariant } from '@storefront/domain';
import { SCROLLED_THRESHOLD_PX, useScrolled } from '@storefront/ui-kit';
import type { ReactNode } from 'react';
import { LinkProvider } from '../links/link-context';
import type { RenderLink } from '../links/link-props';
import type { ChromeColors } from '../tokens/theme-look';
import { useStorefrontTokens } from '../tokens/use-storefront-tokens';

export interface HeaderShellProps {
  variant: HeaderVariant;
  renderLink?: RenderLink;
  /** Bar colours; the theme's header look when absent. */
  colors?: ChromeColors & { scrolledBackground: string };
  extraCss?: SerializedStyles;
  children: ReactNode;
}

/**
 * The sticky root every header variant shares: `data-header-variant`, and once the page is scrolled more
 * than 10 px, `data-scrolled` with a translucent, blurred bar and a shadow.
 */
export function HeaderShell({ variant, renderLink, colors, extraCss, children }: HeaderShellProps) {
  const t = useStorefrontTokens();
  const bar = colors ?? t.look.header;
  const scrolled = useScrolled(SCROLLED_THRESHOLD_PX);
  return (
    <LinkProvider renderLink={renderLink}>
      <header
        data-header-variant={variant}
        data-scrolled={scrolled ? 'true' : undefined}
        css={[
          css`
            position: sticky;
            top: 0;
            z-index: ${t.zIndices.header};
            background: ${bar.background};
            color: ${bar.text};
            border-bottom: 1px solid ${bar.border};
            font-family: ${t.fonts.body};
            transition:
              background-color 200ms ease,
              box-shadow 200ms ease;
          `,
          scrolled &&
            css`
              background: ${bar.scrolledBackground};
              box-shadow: ${t.shadows.md};
              backdrop-filter: saturate(180%) blur(12px);
              -webkit-backdrop-filter: saturate(180%) blur(12px);
            `,
          extraCss,
        ]}
      >
        {children}
      </header>
    </LinkProvider>
  );
}
