import { css } from '@emotion/react';
import { safeLinkUrl } from '@storefront/domain';
import type { ReactNode } from 'react';
import { useT } from '@storefront/i18n';
import type { SocialUrls } from '../models/footer-model';
import { useStorefrontTokens } from '../tokens/use-storefront-tokens';
import { FacebookGlyph, InstagramGlyph, LinkedInGlyph, TwitterGlyph, YouTubeGlyph } from './social-icons';

const NETWORKS: { key: keyof SocialUrls; name: string; glyph: ReactNode }[] = [
  { key: 'linkedin_url', name: 'LinkedIn', glyph: <LinkedInGlyph /> },
  { key: 'instagram_url', name: 'Instagram', glyph: <InstagramGlyph /> },
  { key: 'twitter_url', name: 'Twitter', glyph: <TwitterGlyph /> },
  { key: 'facebook_url', name: 'Facebook', glyph: <FacebookGlyph /> },
  { key: 'youtube_url', name: 'YouTube', glyph: <YouTubeGlyph /> },
];

export interface SocialLinksProps {
  social: SocialUrls;
  /** round: circles; square: boxes (sharp themes). */
  shape?: 'round' | 'square';
}

/**
 * Icon links to the store's social profiles, only those with a configured, safe URL (http(s), mailto,
 * tel: a `javascript:` URL in settings is never rendered); each named for the network.
 */
export function SocialLinks({ social, shape = 'round' }: SocialLinksProps) {
  const t = useStorefrontTokens();
  const tr = useT();
  const present = NETWORKS.flatMap((network) => {
    const href = safeLinkUrl(social[network.key]);
    return href ? [{ ...network, href }] : [];
  });
  if (present.length === 0) return null;
  return (
    <ul
      aria-label={tr('shell.footer.socialMedia')}
      css={css`
        display: flex;
        flex-wrap: wrap;
        gap: ${t.space.sm};
        margin: 0;
        padding: 0;
        list-style: none;
      `}
    >
      {present.map((network) => (
        <li key={network.key}>
          <a
            href={network.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={network.name}
            css={css`
              display: inline-flex;
              align-items: center;
              justify-content: center;
              width: 40px;
              height: 40px;
              border: 1px solid ${t.look.footer.border};
              border-radius: ${shape === 'round' ? t.radii.round : '0'};
              color: inherit;
              transition:
                background-color 150ms ease,
                color 150ms ease;
              &:hover {
                background: ${t.look.accent};
                border-color: ${t.look.accent};
                color: ${t.look.onAccent};
              }
              &:focus-visible {
                outline: 2px solid ${t.look.accent};
                outline-offset: 2px;
              }
            `}
          >
            {network.glyph}
          </a>
        </li>
      ))}
    </ul>
  );
}
