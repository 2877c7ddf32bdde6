import { css } from '@emotion/react';
import { LIST_SORTS, type ListSort } from '@storefront/domain';
import { useTokens } from '@storefront/ui-kit';
import { useId } from 'react';
import { focusRing } from '../shared/styles';

const SORT_LABELS: Record<ListSort, string> = {
  newest: 'Newest',
  popular: 'Popular',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
};

/** The list order (the API's `sort`); newest is the default. */
export function SortSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useTokens();
  const id = useId();
  return (
    <div css={{ display: 'flex', alignItems: 'center', gap: t.space.sm }}>
      <label htmlFor={id} css={{ fontSize: t.fontSizes.sm, whiteSpace: 'nowrap' }}>
        Sort by
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
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
