import { css, keyframes } from '@emotion/react';
import { useState, type CSSProperties, type ComponentPropsWithoutRef } from 'react';
import { reducedMotion } from '../theme/mq';
import { useTokens } from '../theme/use-tokens';
import { notFoundImage } from './not-found-image';

const shimmer = keyframes`
  from { background-position: -200% 0; }
  to { background-position: 200% 0; }
`;

export interface ImageProps
  extends Omit<ComponentPropsWithoutRef<'img'>, 'src' | 'alt' | 'width' | 'height' | 'onLoad' | 'onError'> {
  src: string | null | undefined;
  /** Required; pass "" for a purely decorative image. */
  alt: string;
  /** Intrinsic size in px: reserves the space (no layout shift) and caps the width. */
  width: number;
  height: number;
  /** A tiny or low-quality version shown blurred until the real image arrives. */
  placeholderSrc?: string;
  /** Shown when `src` is missing or fails. */
  fallbackSrc?: string;
  fit?: CSSProperties['objectFit'];
  loading?: 'lazy' | 'eager';
  onLoad?: () => void;
  onError?: () => void;
}

type Status = 'loading' | 'loaded' | 'failed';

/** An image that shows a blurred, shimmering placeholder until it loads and a not-found picture if it fails. */
export function Image({
  src,
  alt,
  width,
  height,
  placeholderSrc,
  fallbackSrc = notFoundImage,
  fit = 'cover',
  loading = 'lazy',
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
            background-image: linear-gradient(
              90deg,
              ${tokens.colors.skeleton} 25%,
              ${tokens.colors.skeletonHighlight} 50%,
              ${tokens.colors.skeleton} 75%
            );
            background-size: 200% 100%;
            animation: ${shimmer} 1.4s linear infinite;
            ${reducedMotion} {
              animation: none;
            }
          `,
      ]}
    >
      {pending && placeholderSrc && (
        <span
          aria-hidden="true"
          data-testid="image-placeholder"
          css={css`
            position: absolute;
            inset: -10px;
            background: center / cover no-repeat url(${JSON.stringify(placeholderSrc)});
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
        loading={loading}
        decoding="async"
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
          opacity: ${pending ? 0 : 1};
          transition: opacity 300ms ease;
          ${reducedMotion} {
            transition: none;
          }
        `}
      />
    </span>
  );
}
