import { css } from '@emotion/react';
import type { Banner } from '@storefront/sdk';
import { useT } from '@storefront/i18n';
import { PictureImage } from '@storefront/themes';
import {
  BREAKPOINTS,
  CAROUSEL_AUTOPLAY_MS,
  CAROUSEL_RESPONSIVE_ITEMS,
  CONTAINER_MAX_WIDTHS,
  LazyCarousel,
  Skeleton,
  VisuallyHidden,
  useMediaQuery,
  useTokens,
  type Breakpoint,
  type ThemeTokens,
} from '@storefront/ui-kit';
import { focusRing } from '../shared/styles';
import { bannerTarget } from './banner-link';
import { AppLink } from '../../components/links/app-link';

/** Phones: the last, one-banner-per-view range (below 464 px). */
const oneBannerRange = CAROUSEL_RESPONSIVE_ITEMS[CAROUSEL_RESPONSIVE_ITEMS.length - 1];
const MOBILE_QUERY = `(max-width: ${oneBannerRange.maxWidth - 0.02}px)`;

/** The banner's box: 3:2 (as its skeleton), at most this wide. */
const BANNER_BOX = { width: 600, height: 400 };
/** The home Container's padding each side (space.md) and the carousel's gap between slides (its default). */
const CONTAINER_PADDING_PX = 16;
const SLIDE_SPACING_PX = 16;

/**
 * A banner's width (`sizes`) with `count` banners: the carousel shows min(count, 1/2/4/5) per view from
 * 0/464/1024/3000 px, 16 px apart, across the home Container (100vw less 2 × 16 px padding on phones, then
 * 540/720/960/1140/1320 px from sm/md/lg/xl/xxl, padding included), each slide at most 600 px (its box).
 * With 4 banners or more: 100vw - 32px below 464 px (358 at 390), 336 px at 768, 265 px at 1280.
 */
export function bannerSizes(count: number): string {
  const steps = [0, ...Object.values(BREAKPOINTS), ...CAROUSEL_RESPONSIVE_ITEMS.map((range) => range.minWidth)];
  const starts = [...new Set(steps)].sort((a, b) => a - b);
  const entries: { upTo: number | null; size: string }[] = [];
  starts.forEach((start, index) => {
    const range = CAROUSEL_RESPONSIVE_ITEMS.find((r) => start >= r.minWidth && start < r.maxWidth) ?? CAROUSEL_RESPONSIVE_ITEMS[0];
    const perView = Math.max(1, Math.min(range.items, count));
    const container = (Object.keys(BREAKPOINTS) as Breakpoint[]).filter((bp) => BREAKPOINTS[bp] <= start).map((bp) => CONTAINER_MAX_WIDTHS[bp]).pop();
    const gaps = 2 * CONTAINER_PADDING_PX + (perView - 1) * SLIDE_SPACING_PX;
    const size =
      container === undefined
        ? perView === 1
          ? `calc(100vw - ${gaps}px)`
          : `calc((100vw - ${gaps}px) / ${perView})`
        : `${Math.min(BANNER_BOX.width, Math.ceil((container - gaps) / perView))}px`;
    const next = starts[index + 1];
    const last = entries[entries.length - 1];
    if (last && last.size === size) last.upTo = next ?? null;
    else entries.push({ upTo: next ?? null, size });
  });
  return entries.map(({ upTo, size }) => (upTo === null ? size : `(max-width: ${upTo - 0.02}px) ${size}`)).join(', ');
}

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

interface BannerSlideProps {
  banner: Banner;
  mobile: boolean;
  position: number;
  sizes: string;
}

function BannerSlide({ banner, mobile, position, sizes }: BannerSlideProps) {
  const t = useTokens();
  const tr = useT();
  const pipeline = Boolean(banner.picture || banner.mobile_picture);
  // Plain URLs as before: the phone picture chosen by script. With pipeline pictures the browser chooses
  // (a <source> for phones), as the page head's preloads do, and server and browser render the same.
  const src = pipeline ? banner.image_url : (mobile && banner.mobile_image_url) || banner.image_url;
  const phone = pipeline && (banner.mobile_picture || banner.mobile_image_url) ? { media: MOBILE_QUERY, picture: banner.mobile_picture, src: banner.mobile_image_url } : null;
  // The first banner is the home page's largest picture on every width (its LCP): asked for first. The
  // others are out of view on a phone (one per view there), so they wait for the rest of the first screen.
  const picture = (
    <PictureImage
      picture={banner.picture}
      src={src}
      mediaPicture={phone}
      sizes={sizes}
      alt=""
      {...BANNER_BOX}
      priority={position === 0}
      lowPriority={position > 0}
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
      <AppLink to={target.to} css={slideStyles(t)}>
        {picture}
        {caption}
      </AppLink>
    );
  }
  if (target?.kind === 'external') {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" css={slideStyles(t)}>
        {picture}
        {caption}
        <VisuallyHidden> ({tr('browse.home.newTab')})</VisuallyHidden>
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
  const tr = useT();
  const mobile = useMediaQuery(MOBILE_QUERY);
  if (banners.length === 0) {
    if (!loading) return null;
    return <BannerSkeleton />;
  }
  const sorted = [...banners].sort((a, b) => a.position - b.position);
  const sizes = bannerSizes(sorted.length);
  return (
    <LazyCarousel
      label={tr('browse.home.offers')}
      autoplayMs={CAROUSEL_AUTOPLAY_MS}
      loop
      responsive={CAROUSEL_RESPONSIVE_ITEMS}
      css={{ marginBlock: t.space.lg }}
    >
      {sorted.map((banner, position) => (
        <BannerSlide key={banner.id} banner={banner} mobile={mobile} position={position} sizes={sizes} />
      ))}
    </LazyCarousel>
  );
}
