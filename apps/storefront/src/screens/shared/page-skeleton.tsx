import { useT } from '@storefront/i18n';
import { Skeleton, Stack, VisuallyHidden, useTokens } from '@storefront/ui-kit';

/** Stand-in for a page of text while it loads: a title bar and a few lines, announced as loading. */
export function PageSkeleton({ lines = 6, label }: { lines?: number; label?: string }) {
  const t = useTokens();
  const tr = useT();
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{label ?? tr('shell.ui.loading')}</VisuallyHidden>
      <Stack gap="sm">
        <Skeleton width="50%" height="2rem" css={{ marginBottom: t.space.md }} />
        {Array.from({ length: lines }, (_, i) => (
          <Skeleton key={i} width={i === lines - 1 ? '60%' : '100%'} />
        ))}
      </Stack>
    </div>
  );
}
