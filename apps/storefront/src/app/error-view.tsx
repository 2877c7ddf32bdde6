import { css } from '@emotion/react';
import { ROUTER_ERROR_MESSAGE } from '@storefront/domain';
import { useT, useTranslateMessage } from '@storefront/i18n';
import { useTokens } from '@storefront/ui-kit';

/** The text of whatever a screen threw; null when it threw nothing that says anything. */
export function routeErrorText(error: unknown): string | null {
  if (error === null || error === undefined) return null;
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
  const tr = useT();
  const translateMessage = useTranslateMessage();
  const text = routeErrorText(error);
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
      <h2 css={css`margin: 0 0 ${t.space.md};`}>{translateMessage(ROUTER_ERROR_MESSAGE)}</h2>
      <p
        css={css`
          margin: 0;
          font-style: italic;
          white-space: pre-wrap;
          word-break: break-word;
        `}
      >
        {text === null ? tr('shell.page.unknownError') : translateMessage(text)}
      </p>
    </div>
  );
}
