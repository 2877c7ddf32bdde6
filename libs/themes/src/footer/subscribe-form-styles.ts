import { css } from '@emotion/react';
import type { StorefrontTokens } from '../tokens/theme-look';

export type SubscribeFormLayout = 'inline' | 'stacked';
export type SubscribeFormTone = 'light' | 'dark';

/**
 * The subscribe form's box: the email field (the first div) and the button side by side or stacked. Shared
 * by the form and the placeholder that holds its place while the form's code loads, so the two are the
 * same size.
 */
export const subscribeFormStyles = (t: StorefrontTokens, layout: SubscribeFormLayout, tone: SubscribeFormTone) => [
  css`
    display: flex;
    flex-direction: ${layout === 'inline' ? 'row' : 'column'};
    flex-wrap: wrap;
    align-items: flex-start;
    gap: ${t.space.sm};
    width: 100%;
    & > div:first-of-type {
      flex: 1 1 220px;
      width: ${layout === 'inline' ? 'auto' : '100%'};
      margin-bottom: 0;
    }
    & > button {
      min-height: 44px;
      flex: none;
      width: ${layout === 'inline' ? 'auto' : '100%'};
    }
  `,
  tone === 'dark' &&
    css`
      [role='alert'] {
        color: #ffc9c9;
      }
    `,
];

/** The look of the email input (the ui-kit text field's control), for the placeholder. */
export const emailBoxStyles = (t: StorefrontTokens) => css`
  box-sizing: border-box;
  width: 100%;
  min-height: 44px;
  padding: ${t.space.sm} ${t.space.md};
  border: 1px solid ${t.colors.border};
  border-radius: ${t.radii.md};
  background: ${t.colors.background};
  color: ${t.colors.muted};
  font-family: inherit;
  font-size: ${t.fontSizes.md};
  line-height: ${t.lineHeights.normal};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;
