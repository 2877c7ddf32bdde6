import { useT, useTranslateMessage } from '@storefront/i18n';
import { Button, useTokens } from '@storefront/ui-kit';

/** A load failure with a way to try again (docs/product.md §4: a failed request leaves the data empty). */
export function ScreenError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const t = useTokens();
  const tr = useT();
  const translateMessage = useTranslateMessage();
  return (
    <div role="alert" css={{ padding: `${t.space.lg} 0` }}>
      <p css={{ margin: `0 0 ${t.space.md}` }}>{translateMessage(message)}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {tr('shell.page.tryAgain')}
        </Button>
      )}
    </div>
  );
}
