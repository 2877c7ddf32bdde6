import { Button, useTokens } from '@storefront/ui-kit';

/** A load failure with a way to try again (docs/product.md §4: a failed request leaves the data empty). */
export function ScreenError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const t = useTokens();
  return (
    <div role="alert" css={{ padding: `${t.space.lg} 0` }}>
      <p css={{ margin: `0 0 ${t.space.md}` }}>{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
