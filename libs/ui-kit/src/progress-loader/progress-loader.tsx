import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useT } from '@storefront/i18n';
import { PAGE_LOADER_MIN_HEIGHT, PROGRESS_LOADER_STEP_MS } from '../defaults';
import { useTokens } from '../theme/use-tokens';

export interface ProgressLoaderProps {
  /** The awaited work has finished: show 100 at once. */
  done?: boolean;
  /** Milliseconds per one-point step from 0 to 100. */
  stepMs?: number;
  label?: string;
  minHeight?: string;
}

/** A page loader that counts from 0 to 100, one step every `stepMs`, and jumps to 100 when `done`. */
export function ProgressLoader({
  done = false,
  stepMs = PROGRESS_LOADER_STEP_MS,
  label,
  minHeight = PAGE_LOADER_MIN_HEIGHT,
}: ProgressLoaderProps) {
  const tokens = useTokens();
  const tr = useT();
  const [count, setCount] = useState(0);
  const value = done ? 100 : count;

  const finished = done || count >= 100;

  useEffect(() => {
    if (finished) return;
    const timer = setInterval(() => setCount((n) => Math.min(100, n + 1)), stepMs);
    return () => clearInterval(timer);
  }, [finished, stepMs]);

  return (
    <div
      css={css`
        display: flex;
        flex-direction: column;
        align-items: center;
        justify-content: center;
        gap: ${tokens.space.sm};
        min-height: ${minHeight};
        color: ${tokens.colors.text};
      `}
    >
      <div
        role="progressbar"
        aria-label={label ?? tr('shell.ui.loadingPage')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        css={css`
          width: min(240px, 60vw);
          height: 6px;
          overflow: hidden;
          border-radius: ${tokens.radii.pill};
          background: ${tokens.colors.skeleton};
        `}
      >
        <div
          css={css`
            height: 100%;
            background: ${tokens.colors.primary};
          `}
          style={{ width: `${value}%` }}
        />
      </div>
      <span
        aria-hidden="true"
        css={css`
          font-size: ${tokens.fontSizes.sm};
          font-variant-numeric: tabular-nums;
        `}
      >
        {value}%
      </span>
    </div>
  );
}
