// Texts from the catalog; ids, classes, test ids and names that stay Latin in Hindi are not texts.
import { useT } from '@storefront/i18n';

export function SearchButton({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  const tr = useT();
  return (
    <button type="button" className="search-trigger" data-testid="search-trigger" data-variant={variant} aria-label={tr('shell.header.search')}>
      <span aria-hidden="true">UPI</span>
      {tr('shell.header.search')}
    </button>
  );
}
