import { useT } from '@storefront/i18n';
import { Button, useTokens } from '@storefront/ui-kit';

export interface PagerProps {
  /** Names the navigation ("My Orders pages"). */
  label: string;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  disabled?: boolean;
}

/** Previous / Next with "Page n of m"; nothing when everything fits on one page. */
export function Pager({ label, page, totalPages, onPage, disabled }: PagerProps) {
  const t = useTokens();
  const tr = useT();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} css={{ display: 'flex', alignItems: 'center', gap: t.space.md, marginTop: t.space.lg }}>
      <Button variant="secondary" size="sm" disabled={disabled || page <= 1} onClick={() => onPage(page - 1)}>
        {tr('account.pager.previous')}
      </Button>
      <span aria-live="polite">
        {tr('account.pager.pageOf', { page, totalPages })}
      </span>
      <Button variant="secondary" size="sm" disabled={disabled || page >= totalPages} onClick={() => onPage(page + 1)}>
        {tr('account.pager.next')}
      </Button>
    </nav>
  );
}
