import { css } from '@emotion/react';
import type { Banner } from '@storefront/sdk';
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_RESPONSIVE_ITEMS, Carousel, Image, Skeleton, VisuallyHidden, useMediaQuery, useTokens, type ThemeTokens } from '@storefront/ui-kit';
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

function BannerSlide({ banner, mobile }: { banner: Banner; mobile: boolean }) {
  const t = useTokens();
  const src = (mobile && banner.mobile_image_url) || banner.image_url;
  const picture = <Image src={src} alt="" width={600} height={400} loading="eager" />;
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

/** Banners in the rotating carousel: auto-play every 3000 ms, looping, no arrows, 5/4/2/1 per view. */
export function BannerCarousel({ banners, loading }: { banners: readonly Banner[]; loading: boolean }) {
  const t = useTokens();
  const mobile = useMediaQuery(MOBILE_QUERY);
  if (banners.length === 0) {
    if (!loading) return null;
    return (
      <div aria-hidden="true" css={{ display: 'grid', gap: t.space.md, marginBlock: t.space.lg }}>
        <Skeleton variant="box" height="220px" />
      </div>
    );
  }
  const sorted = [...banners].sort((a, b) => a.position - b.position);
  return (
    <Carousel
      label="Offers"
      autoplayMs={CAROUSEL_AUTOPLAY_MS}
      loop
      responsive={CAROUSEL_RESPONSIVE_ITEMS}
      css={{ marginBlock: t.space.lg }}
    >
      {sorted.map((banner) => (
        <BannerSlide key={banner.id} banner={banner} mobile={mobile} />
      ))}
    </Carousel>
  );
}
