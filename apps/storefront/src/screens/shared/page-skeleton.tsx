import { LOADING_LABEL } from '@storefront/domain';
import { Skeleton, Stack, VisuallyHidden, useTokens } from '@storefront/ui-kit';

/** Stand-in for a page of text while it loads: a title bar and a few lines, announced as loading. */
export function PageSkeleton({ lines = 6, label = LOADING_LABEL }: { lines?: number; label?: string }) {
  const t = useTokens();
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Stack gap="sm">
        <Skeleton width="50%" height="2rem" css={{ marginBottom: t.space.md }} />
        {Array.from({ length: lines }, (_, i) => (
          <Skeleton key={i} width={i === lines - 1 ? '60%' : '100%'} />
        ))}
      </Stack>
    </div>
  );
}
