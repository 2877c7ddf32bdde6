import { css, keyframes } from '@emotion/react';
import { reducedMotion } from '../theme/mq';
import { VisuallyHidden } from '../layout/visually-hidden';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export interface SpinnerProps {
  /** Size as a CSS length; defaults to 1em so it follows the surrounding text. */
  size?: string;
  /** When given, the spinner is a status announced with this text; otherwise it is decorative. */
  label?: string;
  className?: string;
}

export function Spinner({ size = '1em', label, className }: SpinnerProps) {
  const ring = (
    <span
      aria-hidden="true"
      className={className}
      css={css`
        display: inline-block;
        flex: none;
        width: ${size};
        height: ${size};
        border: 0.15em solid currentColor;
        border-right-color: transparent;
        border-radius: 50%;
        animation: ${spin} 0.75s linear infinite;
        ${reducedMotion} {
          animation-duration: 2s;
        }
      `}
    />
  );
  if (!label) return ring;
  return (
    <span role="status" css={css`display: inline-flex;`}>
      {ring}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
