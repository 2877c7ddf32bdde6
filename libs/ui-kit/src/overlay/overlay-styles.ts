import { css, keyframes } from '@emotion/react';
import type { PresenceState } from '../hooks/use-presence';
import type { ThemeTokens } from '../theme/tokens';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const fadeOut = keyframes`from { opacity: 1; } to { opacity: 0; }`;

/** Plays `enter` on mount and `exit` while the overlay is leaving. */
export const animate = (
  state: PresenceState,
  ms: number,
  enter: ReturnType<typeof keyframes>,
  exit: ReturnType<typeof keyframes>,
) =>
  ms > 0
    ? css`
        animation: ${state === 'exiting' ? exit : enter} ${ms}ms ${state === 'exiting' ? 'ease-in' : 'ease-out'}
          both;
      `
    : undefined;

export const layerStyles = (t: ThemeTokens, zIndex: number) => css`
  position: fixed;
  inset: 0;
  z-index: ${zIndex};
  display: flex;
  font-family: ${t.fonts.body};
  color: ${t.colors.text};
`;

export const backdropStyles = (t: ThemeTokens, state: PresenceState, ms: number) => [
  css`
    position: absolute;
    inset: 0;
    background: ${t.colors.overlay};
  `,
  animate(state, ms, fadeIn, fadeOut),
];

export const panelHeaderStyles = (t: ThemeTokens) => css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${t.space.md};
  padding: ${t.space.md} ${t.space.lg};
  border-bottom: 1px solid ${t.colors.border};
  h2 {
    margin: 0;
    font-family: ${t.fonts.heading};
    font-size: ${t.fontSizes.xl};
    line-height: ${t.lineHeights.tight};
  }
`;

export const panelFocusStyles = css`
  &:focus {
    outline: none;
  }
`;
