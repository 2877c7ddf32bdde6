import { css } from '@emotion/react';
import { PAGE_LOADER_MIN_HEIGHT, Spinner } from '@storefront/ui-kit';
import { useT } from '@storefront/i18n';

/** Shown while a screen's code loads (80vh, docs/product.md §9). */
export function PageLoader() {
  const tr = useT();
  return (
    <div
      css={css`
        display: grid;
        place-items: center;
        min-height: ${PAGE_LOADER_MIN_HEIGHT};
      `}
    >
      <Spinner size="2rem" label={tr('shell.page.loading')} />
    </div>
  );
}
