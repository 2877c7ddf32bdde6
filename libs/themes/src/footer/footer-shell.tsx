import { css, type SerializedStyles } from '@emotion/react';
import type { FooterVariant } from '@storefront/domain';
import type { ReactNode } from 'react';
import { useT } from '@storefront/i18n';
import { LinkProvider } from '../links/link-context';
import type { RenderLink } from '../links/link-props';
import type { ChromeColors } from '../tokens/theme-look';
import { useStorefrontTokens } from '../tokens/use-storefront-tokens';

export interface FooterShellProps {
  variant: FooterVariant;
  loading?: boolean;
  renderLink?: RenderLink;
  colors?: ChromeColors;
  extraCss?: SerializedStyles;
  children: ReactNode;
}

/**
 * The root every footer variant shares: `data-footer-variant`, the theme's footer colours, and while top
 * categories or content pages load, only "footer loading...".
 */
export function FooterShell({ variant, loading, renderLink, colors, extraCss, children }: FooterShellProps) {
  const t = useStorefrontTokens();
  const tr = useT();
  const bar = colors ?? t.look.footer;
  return (
    <LinkProvider renderLink={renderLink}>
      <footer
        data-footer-variant={variant}
        aria-busy={loading || undefined}
        css={[
          css`
            background: ${bar.background};
            color: ${bar.text};
            font-family: ${t.fonts.body};
            font-size: ${t.fontSizes.sm};
            line-height: ${t.lineHeights.normal};
          `,
          extraCss,
        ]}
      >
        {loading ? (
          <p
            role="status"
            css={css`
              margin: 0;
              padding: ${t.space.xl} ${t.space.md};
              text-align: center;
            `}
          >
            {tr('shell.footer.loading')}
          </p>
        ) : (
          children
        )}
      </footer>
    </LinkProvider>
  );
}
