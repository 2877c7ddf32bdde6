import { css } from '@emotion/react';
import { useRef, useState, type CSSProperties, type ComponentPropsWithoutRef } from 'react';
import { useIsomorphicLayoutEffect } from '../hooks/use-isomorphic-layout-effect';
import { useDrawnByServer } from '../render-mode/server-rendered';
import { reducedMotion } from '../theme/mq';
import { useTokens } from '../theme/use-tokens';
import { notFoundImage } from './not-found-image';
import { usePriorityImages } from './priority-images';

/**
 * Widths the browser picks from (`srcSet` with `w` descriptors) need `sizes`, the width the image takes in
 * the layout: without it the browser assumes 100vw and fetches a picture far too big for a card.
 */
export type ResponsiveSourceProps =
  | { srcSet?: undefined; sizes?: undefined }
  | {
      /** `url 320w, url 640w, ...`; `src` stays the fallback for browsers that ignore it. */
      srcSet: string;
      /** The rendered width by viewport, e.g. `(max-width: 575.98px) calc(50vw - 42px), 176px`. */
      sizes: string;
    };

/** Another picture for the viewports `media` matches (art direction: a phone's own crop), in a `<picture>`. */
export interface ImageSource {
  media: string;
  srcSet: string;
  sizes?: string;
  /** Shown blurred while this source loads, instead of the image's `placeholderSrc`. */
  placeholderSrc?: string;
}

export type ImageProps = Omit<
  ComponentPropsWithoutRef<'img'>,
  'src' | 'srcSet' | 'sizes' | 'alt' | 'width' | 'height' | 'onLoad' | 'onError'
> &
  ResponsiveSourceProps & {
    src: string | null | undefined;
    /** Required; pass "" for a purely decorative image. */
    alt: string;
    /** Intrinsic size in px: reserves the space (no layout shift) and caps the width. */
    width: number;
    height: number;
    /** A tiny or low-quality version shown blurred until the real image arrives (not when it is `src` itself). */
    placeholderSrc?: string;
    /** Pictures for other viewports, first match wins (rendered as `<source>`s of a `<picture>`). */
    sources?: readonly ImageSource[];
    /** Shown when `src` is missing or fails. */
    fallbackSrc?: string;
    fit?: CSSProperties['objectFit'];
    loading?: 'lazy' | 'eager';
    /**
     * The page's largest picture above the fold (the LCP: home banner, list's first row, product's main
     * image): loaded eagerly with fetchpriority="high" and shown at once, without the fade-in.
     */
    priority?: boolean;
    /**
     * Asked for after the page's other pictures (`fetchpriority="low"`): an eager picture that may be out of
     * view, such as a carousel's later slides, so that it does not share the connection with the LCP.
     */
    lowPriority?: boolean;
    onLoad?: () => void;
    onError?: () => void;
  };

type Status = 'loading' | 'loaded' | 'failed';

/** The blurred layer's look; its picture comes inline (`style`), so each image adds no CSS rule of its own. */
const placeholderStyles = css`
  position: absolute;
  inset: -10px;
  background: center / cover no-repeat;
  filter: blur(12px);
`;

const placeholderLayer = (url: string) => ({ backgroundImage: `url(${JSON.stringify(url)})` });

/**
 * An image that shows a still placeholder (the skeleton colour, or a blurred thumbnail) until it loads and a
 * not-found picture if it fails. The placeholder does not shimmer: a lazy image far below the fold may wait
 * for a long time, and dozens of endless animations there keep the main thread busy for nothing.
 *
 * With `srcSet` and `sizes` the browser picks the width it needs; the markup is the same on the server and
 * in the browser (nothing here reads the window while rendering), so a server-rendered page hydrates as is.
 */
export function Image({
  src,
  srcSet,
  sizes,
  sources,
  alt,
  width,
  height,
  placeholderSrc,
  fallbackSrc = notFoundImage,
  fit = 'cover',
  loading = 'lazy',
  priority = false,
  lowPriority = false,
  onLoad,
  onError,
  className,
  style,
  ...rest
}: ImageProps) {
  const tokens = useTokens();
  const hasSource = Boolean(src || srcSet);
  const [status, setStatus] = useState<Status>(hasSource ? 'loading' : 'failed');
  const shown = `${src ?? ''} ${srcSet ?? ''}`;
  const [shownFor, setShownFor] = useState(shown);
  if (shownFor !== shown) {
    setShownFor(shown);
    setStatus(hasSource ? 'loading' : 'failed');
  }

  const preload = usePriorityImages();
  if (priority && preload && hasSource) {
    for (const source of sources ?? []) preload({ srcset: source.srcSet, sizes: source.sizes, media: source.media });
    preload({
      href: src ?? undefined,
      srcset: srcSet,
      sizes,
      // Where a <source> matches, the browser shows that one instead.
      media: sources?.length === 1 ? `not all and ${sources[0].media}` : undefined,
    });
  }

  // A server-rendered image may have loaded before hydration, its load event gone unseen: look once.
  const imgRef = useRef<HTMLImageElement>(null);
  useIsomorphicLayoutEffect(() => {
    const img = imgRef.current;
    if (img?.complete && img.naturalWidth > 0) setStatus((current) => (current === 'loading' ? 'loaded' : current));
  }, [shown]);

  // A picture in the server's HTML is shown as it loads, with no fade: hidden until a script saw it load, it
  // would stay hidden without scripts, and on a slow phone until the page has hydrated.
  const drawnByServer = useDrawnByServer();

  const failed = status === 'failed';
  const pending = status === 'loading';
  // Hidden until loaded would keep the LCP candidate invisible (and uncounted) for the fade's length.
  const hiddenWhilePending = pending && !priority && !drawnByServer;
  // A store without small versions names the same file: blurring it under itself shows nothing sooner and
  // costs a filtered paint per card (a third of the list page's paint time).
  const blurredPlaceholder = pending && placeholderSrc && placeholderSrc !== src ? placeholderSrc : null;
  // Art-directed sources' own placeholders, each shown only where its source is the one picked; the first
  // source lies on top, as the browser picks the first that matches.
  const sourcePlaceholders = pending ? (sources ?? []).filter((source) => source.placeholderSrc).reverse() : [];

  const img = (
    <img
      {...rest}
      ref={imgRef}
      src={failed ? fallbackSrc : (src ?? fallbackSrc)}
      // Once failed, the not-found picture alone: a srcset would win over it.
      srcSet={failed ? undefined : srcSet}
      sizes={failed ? undefined : sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : loading}
      decoding={priority ? 'sync' : 'async'}
      // React 18 does not know fetchPriority; the lowercase attribute goes to the DOM as written.
      {...(priority ? { fetchpriority: 'high' } : lowPriority ? { fetchpriority: 'low' } : {})}
      onLoad={() => {
        if (status === 'loading') {
          setStatus('loaded');
          onLoad?.();
        }
      }}
      onError={() => {
        if (status === 'failed') return; // the fallback itself failed: stop here, no loop
        setStatus('failed');
        onError?.();
      }}
      css={css`
        position: absolute;
        inset: 0;
        width: 100%;
        height: 100%;
        object-fit: ${failed ? 'contain' : fit};
        opacity: ${hiddenWhilePending ? 0 : 1};
        transition: opacity 300ms ease;
        ${reducedMotion} {
          transition: none;
        }
      `}
    />
  );

  return (
    <span
      className={className}
      style={style}
      data-status={status}
      css={[
        css`
          position: relative;
          display: block;
          overflow: hidden;
          width: 100%;
          max-width: ${width}px;
          aspect-ratio: ${width} / ${height};
        `,
        pending &&
          css`
            background-color: ${tokens.colors.skeleton};
          `,
      ]}
    >
      {blurredPlaceholder && (
        <span aria-hidden="true" data-testid="image-placeholder" css={placeholderStyles} style={placeholderLayer(blurredPlaceholder)} />
      )}
      {sourcePlaceholders.map((source) => (
        <span
          key={source.media}
          aria-hidden="true"
          data-testid="image-placeholder"
          css={[
            placeholderStyles,
            css`
              display: none;
              @media ${source.media} {
                display: block;
              }
            `,
          ]}
          style={placeholderLayer(source.placeholderSrc as string)}
        />
      ))}
      {sources?.length && !failed ? (
        <picture>
          {sources.map((source) => (
            <source key={source.media} media={source.media} srcSet={source.srcSet} sizes={source.sizes} />
          ))}
          {img}
        </picture>
      ) : (
        img
      )}
    </span>
  );
}
