import { css } from '@emotion/react';
import type { CSSProperties } from 'react';
import { useT } from '@storefront/i18n';
import { SCROLL_PROGRESS_DEGREES_PER_PERCENT, SCROLLED_THRESHOLD_PX } from '../defaults';
import { prefersReducedMotion } from '../hooks/use-media-query';
import { useScrollProgress } from '../hooks/use-scroll-progress';
import { useScrolled } from '../hooks/use-scrolled';
import { ArrowUpIcon } from '../icons/icons';
import { useTokens } from '../theme/use-tokens';

/** The ring's filled angle, set per render so the stylesheet itself never changes while scrolling. */
export const PROGRESS_VAR = '--sf-scroll-progress';

export interface ScrollToTopButtonProps {
  /** Hide regardless of scrolling (e.g. on pages that configure it away). */
  hidden?: boolean;
  /** Show after the page is scrolled more than this many px. */
  threshold?: number;
  degreesPerPercent?: number;
  label?: string;
  className?: string;
}

/** A floating button, shown once the page is scrolled, that rings with the scroll progress and goes back up. */
export function ScrollToTopButton({
  hidden = false,
  threshold = SCROLLED_THRESHOLD_PX,
  degreesPerPercent = SCROLL_PROGRESS_DEGREES_PER_PERCENT,
  label,
  className,
}: ScrollToTopButtonProps) {
  const tokens = useTokens();
  const tr = useT();
  const scrolled = useScrolled(threshold);
  const percent = useScrollProgress();
  if (hidden || !scrolled) return null;

  const degrees = Math.round(percent * degreesPerPercent * 100) / 100;
  return (
    <button
      type="button"
      aria-label={tr('shell.ui.scrolled', { label: label ?? tr('shell.ui.scrollToTop'), percent })}
      className={className}
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
      style={{ [PROGRESS_VAR]: `${degrees}deg` } as CSSProperties}
      css={css`
        background: conic-gradient(
          ${tokens.colors.primary} var(${PROGRESS_VAR}),
          ${tokens.colors.border} var(${PROGRESS_VAR})
        );
        position: fixed;
        right: ${tokens.space.lg};
        bottom: ${tokens.space.lg};
        z-index: ${tokens.zIndices.scrollTop};
        display: grid;
        place-items: center;
        width: 56px;
        height: 56px;
        padding: 4px;
        border: 0;
        border-radius: 50%;
        cursor: pointer;
        box-shadow: ${tokens.shadows.md};
        &:focus-visible {
          outline: none;
          box-shadow: ${tokens.shadows.focus};
        }
      `}
    >
      <span
        aria-hidden="true"
        css={css`
          display: flex;
          flex-direction: column;
          align-items: center;
          justify-content: center;
          width: 100%;
          height: 100%;
          border-radius: 50%;
          background: ${tokens.colors.background};
          color: ${tokens.colors.text};
          font-size: ${tokens.fontSizes.xs};
          font-weight: ${tokens.fontWeights.bold};
          line-height: 1;
        `}
      >
        <ArrowUpIcon size={14} />
        {percent}%
      </span>
    </button>
  );
}
