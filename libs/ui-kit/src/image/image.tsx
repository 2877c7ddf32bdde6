import { css } from '@emotion/react';
import { useState, type CSSProperties, type ComponentPropsWithoutRef } from 'react';
import { reducedMotion } from '../theme/mq';
import { useTokens } from '../theme/use-tokens';
import { notFoundImage } from './not-found-image';

export interface ImageProps
  extends Omit<ComponentPropsWithoutRef<'img'>, 'src' | 'alt' | 'width' | 'height' | 'onLoad' | 'onError'> {
  src: string | null | undefined;
  /** Required; pass "" for a purely decorative image. */
  alt: string;
  /** Intrinsic size in px: reserves the space (no layout shift) and caps the width. */
  width: number;
  height: number;
  /** A tiny or low-quality version shown blurred until the real image arrives (not when it is `src` itself). */
  placeholderSrc?: string;
  /** Shown when `src` is missing or fails. */
  fallbackSrc?: string;
  fit?: CSSProperties['objectFit'];
  loading?: 'lazy' | 'eager';
  /**
   * The page's largest picture above the fold (the LCP: home banner, list's first row, product's main
   * image): loaded eagerly with fetchpriority="high" and shown at once, without the fade-in.
   */
  priority?: boolean;
  onLoad?: () => void;
  onError?: () => void;
}

type Status = 'loading' | 'loaded' | 'failed';

/**
 * An image that shows a still placeholder (the skeleton colour, or a blurred thumbnail) until it loads and a
 * not-found picture if it fails. The placeholder does not shimmer: a lazy image far below the fold may wait
 * for a long time, and dozens of endless animations there keep the main thread busy for nothing.
 */
export function Image({
  src,
  alt,
  width,
  height,
  placeholderSrc,
  fallbackSrc = notFoundImage,
  fit = 'cover',
  loading = 'lazy',
  priority = false,
  onLoad,
  onError,
  className,
  style,
  ...rest
}: ImageProps) {
  const tokens = useTokens();
  const [status, setStatus] = useState<Status>(src ? 'loading' : 'failed');
  const [shownFor, setShownFor] = useState(src);
  if (shownFor !== src) {
    setShownFor(src);
    setStatus(src ? 'loading' : 'failed');
  }

  const failed = status === 'failed';
  const pending = status === 'loading';
  // Hidden until loaded would keep the LCP candidate invisible (and uncounted) for the fade's length.
  const hiddenWhilePending = pending && !priority;
  // A store without small versions names the same file: blurring it under itself shows nothing sooner and
  // costs a filtered paint per card (a third of the list page's paint time).
  const blurredPlaceholder = pending && placeholderSrc && placeholderSrc !== src ? placeholderSrc : null;

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
        <span
          aria-hidden="true"
          data-testid="image-placeholder"
          css={css`
            position: absolute;
            inset: -10px;
            background: center / cover no-repeat url(${JSON.stringify(blurredPlaceholder)});
            filter: blur(12px);
          `}
        />
      )}
      <img
        {...rest}
        src={failed ? fallbackSrc : (src ?? fallbackSrc)}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : loading}
        decoding={priority ? 'sync' : 'async'}
        // React 18 does not know fetchPriority; the lowercase attribute goes to the DOM as written.
        {...(priority ? { fetchpriority: 'high' } : {})}
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
    </span>
  );
}
