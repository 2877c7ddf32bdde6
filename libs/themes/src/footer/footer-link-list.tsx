import { css } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { ThemeLink } from '../links/link-context';
import { useStorefrontTokens } from '../tokens/use-storefront-tokens';
import { footerHeadingStyles, footerLinkStyles } from './footer-styles';

/** One entry of a footer list; `external` entries (mailto:, tel:) are plain anchors. */
export interface FooterLink {
  key: string | number;
  href: string;
  label: ReactNode;
  external?: boolean;
  /** Accessible name when the label alone is not enough. */
  ariaLabel?: string;
}

/** A titled footer column of links. Renders nothing when there are no links. */
export function FooterLinkList({ title, links }: { title: string; links: readonly FooterLink[] }) {
  const t = useStorefrontTokens();
  const headingId = useId();
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} css={footerHeadingStyles(t)}>
        {title}
      </h2>
      <ul
        css={css`
          display: flex;
          flex-direction: column;
          gap: ${t.space.xs};
          margin: 0;
          padding: 0;
          list-style: none;
        `}
      >
        {links.map((link) => (
          <li key={link.key}>
            {link.external ? (
              <a href={link.href} aria-label={link.ariaLabel} css={footerLinkStyles(t)}>
                {link.label}
              </a>
            ) : (
              <ThemeLink href={link.href} aria-label={link.ariaLabel} css={footerLinkStyles(t)}>
                {link.label}
              </ThemeLink>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
