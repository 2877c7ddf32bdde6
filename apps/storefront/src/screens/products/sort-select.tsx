import { css } from '@emotion/react';
import { LIST_SORTS, type ListSort } from '@storefront/domain';
import { useT, type Translate } from '@storefront/i18n';
import { useTokens } from '@storefront/ui-kit';
import { useId } from 'react';
import { focusRing } from '../shared/styles';

/** An order's name in the page's language. */
function sortLabel(sort: ListSort, tr: Translate): string {
  if (sort === 'popular') return tr('browse.sort.popular');
  if (sort === 'price_asc') return tr('browse.sort.priceAsc');
  if (sort === 'price_desc') return tr('browse.sort.priceDesc');
  return tr('browse.sort.newest');
}

/** The list order (the API's `sort`); newest is the default. */
export function SortSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useTokens();
  const tr = useT();
  const id = useId();
  return (
    <div css={{ display: 'flex', alignItems: 'center', gap: t.space.sm }}>
      <label htmlFor={id} css={{ fontSize: t.fontSizes.sm, whiteSpace: 'nowrap' }}>
        {tr('browse.sort.by')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        css={[
          css`
            min-height: 40px;
            padding: ${t.space.xs} ${t.space.sm};
            border: 1px solid ${t.colors.border};
            border-radius: ${t.radii.md};
            background: ${t.colors.background};
            color: ${t.colors.text};
            font: inherit;
          `,
          focusRing(t),
        ]}
      >
        {LIST_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {sortLabel(sort, tr)}
          </option>
        ))}
      </select>
    </div>
  );
}
