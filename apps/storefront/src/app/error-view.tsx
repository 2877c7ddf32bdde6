import { css } from '@emotion/react';
import { ROUTER_ERROR_MESSAGE } from '@storefront/domain';
import { useTokens } from '@storefront/ui-kit';

/** The text of whatever a screen threw. */
export function routeErrorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}

/** "Unexpected Application Error!" followed by the error text (docs/product.md §2). */
export function ErrorView({ error }: { error: unknown }) {
  const t = useTokens();
  return (
    <div
      role="alert"
      css={css`
        max-width: 720px;
        margin: 10vh auto;
        padding: ${t.space.lg};
        font-family: ${t.fonts.body};
        color: ${t.colors.text};
      `}
    >
      <h2 css={css`margin: 0 0 ${t.space.md};`}>{ROUTER_ERROR_MESSAGE}</h2>
      <p
        css={css`
          margin: 0;
          font-style: italic;
          white-space: pre-wrap;
          word-break: break-word;
        `}
      >
        {routeErrorText(error)}
      </p>
    </div>
  );
}
