import { useT } from '@storefront/i18n';
import { Skeleton, VisuallyHidden, mq, useTokens } from '@storefront/ui-kit';
import { css } from '@emotion/react';

/** The detail layout's shape while the product loads. */
export function DetailSkeleton() {
  const t = useTokens();
  const tr = useT();
  return (
    <div
      role="status"
      aria-live="polite"
      css={css`
        display: grid;
        gap: ${t.space.xl};
        ${mq.md} {
          grid-template-columns: repeat(2, minmax(0, 1fr));
        }
      `}
    >
      <VisuallyHidden>{tr('shell.ui.loading')}</VisuallyHidden>
      <Skeleton variant="box" height="auto" css={{ aspectRatio: '1 / 1' }} />
      <div css={{ display: 'flex', flexDirection: 'column', gap: t.space.md }}>
        <Skeleton width="80%" height="2rem" />
        <Skeleton width="30%" height="1.5rem" />
        <Skeleton width="50%" />
        <Skeleton variant="box" height="48px" />
        <Skeleton variant="box" height="48px" />
      </div>
    </div>
  );
}
