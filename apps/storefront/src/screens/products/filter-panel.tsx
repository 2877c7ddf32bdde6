import { css } from '@emotion/react';
import { BRAND_FILTER_ID, categoryFilterValue, type ChosenOption, type OptionKey } from '@storefront/domain';
import { Button, mq, useMediaQuery, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useStores, type ProductFilter } from '../../stores';
import { focusRing, sectionTitleStyles } from '../shared/styles';

export interface FilterPanelProps {
  /** Ticks or unticks an option (the screen writes it to the URL). */
  onToggle: (key: OptionKey, option: ChosenOption, on: boolean) => void;
  onClear: () => void;
}

const keyOf = (filter: ProductFilter): OptionKey => (filter.id === BRAND_FILTER_ID ? 'brand_ids' : 'category_ids');

function FilterGroup({ filter, onToggle }: { filter: ProductFilter; onToggle: FilterPanelProps['onToggle'] }) {
  const t = useTokens();
  const id = useId();
  if (filter.options.length === 0) return null;
  return (
    <fieldset
      data-filter-id={filter.id}
      css={css`
        margin: 0 0 ${t.space.lg};
        padding: 0;
        border: 0;
        min-width: 0;
      `}
    >
      <legend
        css={css`
          margin-bottom: ${t.space.sm};
          font-weight: ${t.fontWeights.bold};
        `}
      >
        {filter.name}
      </legend>
      <ul
        css={css`
          max-height: 320px;
          overflow-y: auto;
          margin: 0;
          padding: 2px;
          list-style: none;
        `}
      >
        {filter.options.map((option) => {
          const inputId = `${id}-${option.id}`;
          return (
            <li key={option.id} css={{ paddingLeft: `calc(${option.depth} * ${t.space.md})` }}>
              <label
                htmlFor={inputId}
                css={css`
                  display: flex;
                  align-items: center;
                  gap: ${t.space.sm};
                  min-height: 32px;
                  cursor: pointer;
                `}
              >
                <input
                  id={inputId}
                  type="checkbox"
                  checked={option.checked}
                  onChange={(event) =>
                    onToggle(keyOf(filter), { id: option.id, name: categoryFilterValue(option.name) }, event.target.checked)
                  }
                  css={[
                    css`
                      width: 1.1rem;
                      height: 1.1rem;
                      accent-color: ${t.colors.primary};
                    `,
                    focusRing(t),
                  ]}
                />
                {option.name}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/**
 * The Category (id 80) and Brand (id 26) filters; on phones they fold behind a "Filters" button and are
 * only drawn once it is opened (a few hundred hidden elements cost the list's first render on a phone).
 */
export const FilterPanel = observer(function FilterPanel({ onToggle, onClear }: FilterPanelProps) {
  const t = useTokens();
  const { productList } = useStores();
  const [open, setOpen] = useState(false);
  // Phones: the filters fold behind the "Filters" button (the width the panel's CSS folds at).
  const folded = useMediaQuery(mq.down.md);
  const panelId = useId();
  const chosen = productList.selectedCategoryIds.length + productList.selectedBrandIds.length;
  return (
    <aside aria-labelledby={`${panelId}-title`}>
      <Button
        variant="secondary"
        fullWidth
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        css={css`
          ${mq.md} {
            display: none;
          }
        `}
      >
        {chosen ? `Filters (${chosen})` : 'Filters'}
      </Button>
      <div
        id={panelId}
        css={css`
          display: ${open ? 'block' : 'none'};
          padding-top: ${t.space.md};
          ${mq.md} {
            display: block;
            padding-top: 0;
          }
        `}
      >
        <div css={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: t.space.sm }}>
          <h2 id={`${panelId}-title`} css={[sectionTitleStyles(t), { fontSize: t.fontSizes.lg }]}>
            Filters
          </h2>
          {chosen > 0 && (
            <Button variant="link" size="sm" onClick={onClear}>
              Clear all
            </Button>
          )}
        </div>
        {(open || !folded) &&
          productList.filters.map((filter) => <FilterGroup key={filter.id} filter={filter} onToggle={onToggle} />)}
      </div>
    </aside>
  );
});
