import { css } from '@emotion/react';
import { createMq } from '@storefront/ui-kit';
import type { StorefrontTokens } from '../tokens/theme-look';

const mq = createMq();

/** Shown only on small screens (below 768 px). */
export const onlySmall = css`
  ${mq.md} {
    display: none !important;
  }
`;

/** The media rule under which `onlyLarge` hides its element (for useMediaQuery). */
export const onlyLargeHiddenQuery = mq.down.md;

/** Hidden on small screens (below 768 px). */
export const onlyLarge = css`
  ${onlyLargeHiddenQuery} {
    display: none !important;
  }
`;

/** The centred content row of a bar. */
export const barRowStyles = (t: StorefrontTokens, height = t.look.header.height) => css`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${t.space.md};
  width: 100%;
  max-width: 1320px;
  min-height: ${height};
  margin: 0 auto;
  padding: 0 ${t.space.md};
  box-sizing: border-box;
`;

export const navListStyles = css`
  display: flex;
  align-items: stretch;
  gap: 0.125rem;
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    display: flex;
  }
`;

/**
 * A header button the server drew is disabled until the app has hydrated it (a click before then would be
 * lost); it keeps its look meanwhile, since it is only a moment and not a state the shopper should see.
 */
export const waitingForApp = css`
  &:disabled {
    opacity: 1;
    cursor: progress;
  }
`;
