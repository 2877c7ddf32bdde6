import { css } from '@emotion/react';
import type { Banner } from '@storefront/sdk';
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_RESPONSIVE_ITEMS, Image, LazyCarousel, Skeleton, VisuallyHidden, useMediaQuery, useTokens, type ThemeTokens } from '@storefront/ui-kit';
import { Link } from 'react-router-dom';
import { focusRing } from '../shared/styles';
import { bannerTarget } from './banner-link';

/** Phones: the last, one-banner-per-view range (below 464 px). */
const oneBannerRange = CAROUSEL_RESPONSIVE_ITEMS[CAROUSEL_RESPONSIVE_ITEMS.length - 1];
const MOBILE_QUERY = `(max-width: ${oneBannerRange.maxWidth - 0.02}px)`;

const slideStyles = (t: ThemeTokens) => css`
  position: relative;
  display: block;
  border-radius: ${t.radii.md};
  overflow: hidden;
  color: inherit;
  text-decoration: none;
  ${focusRing(t)}
`;

/** Most banners any width shows at once: those load eagerly, the rest when the slider brings them near. */
const MOST_IN_VIEW = Math.max(...CAROUSEL_RESPONSIVE_ITEMS.map((range) => range.items));

function BannerSlide({ banner, mobile, position }: { banner: Banner; mobile: boolean; position: number }) {
  const t = useTokens();
  const src = (mobile && banner.mobile_image_url) || banner.image_url;
  // The first banner is the home page's largest picture on every width (its LCP): asked for first.
  const picture = (
    <Image
      src={src}
      alt=""
      width={600}
      height={400}
      priority={position === 0}
      loading={position < MOST_IN_VIEW ? 'eager' : 'lazy'}
    />
  );
  const caption = (
    <span
      css={css`
        position: absolute;
        inset: auto 0 0 0;
        padding: ${t.space.sm} ${t.space.md};
        background: linear-gradient(transparent, rgba(0, 0, 0, 0.7));
        color: #fff;
      `}
    >
      <strong css={{ display: 'block', fontSize: t.fontSizes.lg }}>{banner.title}</strong>
      {banner.subtitle && <span css={{ fontSize: t.fontSizes.sm }}>{banner.subtitle}</span>}
    </span>
  );
  const target = bannerTarget(banner.link_url);
  if (target?.kind === 'internal') {
    return (
      <Link to={target.to} css={slideStyles(t)}>
        {picture}
        {caption}
      </Link>
    );
  }
  if (target?.kind === 'external') {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" css={slideStyles(t)}>
        {picture}
        {caption}
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </a>
    );
  }
  return (
    <div css={slideStyles(t)}>
      {picture}
      {caption}
    </div>
  );
}

/**
 * The banners' places while they load: as many 3:2 boxes per row as the carousel shows banners at this
 * width, so the banners take exactly their space when they come (no shift of the sections below).
 */
function BannerSkeleton() {
  const t = useTokens();
  const ranges = [...CAROUSEL_RESPONSIVE_ITEMS].sort((a, b) => a.minWidth - b.minWidth);
  return (
    <div
      aria-hidden="true"
      css={css`
        display: grid;
        gap: 16px;
        margin-block: ${t.space.lg};
        overflow: hidden;
        ${ranges
          .map(
            (range) => `@media (min-width: ${range.minWidth}px) {
              grid-template-columns: repeat(${range.items}, minmax(0, 1fr));
              & > :nth-of-type(n + ${range.items + 1}) { display: none; }
            }`,
          )
          .join('\n')}
      `}
    >
      {Array.from({ length: MOST_IN_VIEW }, (_, i) => (
        <Skeleton key={i} variant="box" height="auto" css={{ aspectRatio: '3 / 2' }} />
      ))}
    </div>
  );
}

/**
 * Banners in the rotating carousel: auto-play every 3000 ms, looping, no arrows, 5/4/2/1 per view. The
 * first banners show at once; the slider's code arrives after them.
 */
export function BannerCarousel({ banners, loading }: { banners: readonly Banner[]; loading: boolean }) {
  const t = useTokens();
  const mobile = useMediaQuery(MOBILE_QUERY);
  if (banners.length === 0) {
    if (!loading) return null;
    return <BannerSkeleton />;
  }
  const sorted = [...banners].sort((a, b) => a.position - b.position);
  return (
    <LazyCarousel
      label="Offers"
      autoplayMs={CAROUSEL_AUTOPLAY_MS}
      loop
      responsive={CAROUSEL_RESPONSIVE_ITEMS}
      css={{ marginBlock: t.space.lg }}
    >
      {sorted.map((banner, position) => (
        <BannerSlide key={banner.id} banner={banner} mobile={mobile} position={position} />
      ))}
    </LazyCarousel>
  );
}
