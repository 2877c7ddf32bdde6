import { css } from '@emotion/react';
import { useEffect, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import { ANIMATE_ON_SCROLL_DURATION_MS, ANIMATE_ON_SCROLL_OFFSET } from '../defaults';
import { prefersReducedMotion } from '../hooks/use-media-query';
import { useServerRendered } from '../render-mode/server-rendered';

export type ScrollAnimation = 'fade' | 'fade-up' | 'fade-left' | 'fade-right' | 'zoom-in';

const hiddenTransforms: Record<ScrollAnimation, string> = {
  fade: 'none',
  'fade-up': 'translateY(24px)',
  'fade-left': 'translateX(24px)',
  'fade-right': 'translateX(-24px)',
  'zoom-in': 'scale(0.95)',
};

export interface AnimateOnScrollProps extends ComponentPropsWithoutRef<'div'> {
  animation?: ScrollAnimation;
  /** How far (px) the element must be inside the bottom of the viewport before it animates. */
  offset?: number;
  durationMs?: number;
  delayMs?: number;
}

const canObserve = () => typeof window !== 'undefined' && typeof window.IntersectionObserver === 'function';

/**
 * Fades its children in once, the first time they scroll into view. Shows them at once where motion is
 * reduced or IntersectionObserver is missing, so content is never stuck invisible.
 */
export function AnimateOnScroll({
  animation = 'fade-up',
  offset = ANIMATE_ON_SCROLL_OFFSET,
  durationMs = ANIMATE_ON_SCROLL_DURATION_MS,
  delayMs = 0,
  ...rest
}: AnimateOnScrollProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Content the server rendered is on screen already: it stays as it is rather than vanishing to fade in.
  const serverRendered = useServerRendered();
  const [animated] = useState(() => !serverRendered && canObserve() && !prefersReducedMotion());
  const [visible, setVisible] = useState(!animated);

  useEffect(() => {
    const element = ref.current;
    if (!animated || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: `0px 0px -${offset}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [animated, offset]);

  return (
    <div
      ref={ref}
      data-visible={visible}
      css={
        animated &&
        css`
          opacity: ${visible ? 1 : 0};
          transform: ${visible ? 'none' : hiddenTransforms[animation]};
          transition:
            opacity ${durationMs}ms ease ${delayMs}ms,
            transform ${durationMs}ms ease ${delayMs}ms;
        `
      }
      {...rest}
    />
  );
}
