import { css } from '@emotion/react';
import { BRAND_FILTER_ID, categoryFilterValue, type ChosenOption, type OptionKey, type PriceRange } from '@storefront/domain';
import { useLocale, useT, useTranslateMessage } from '@storefront/i18n';
import { Button, mq, useMediaQuery, useTokens, visuallyHiddenStyles, type ThemeTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useStores, type ProductFilter } from '../../stores';
import { countText } from '../shared/count-text';
import { focusRing, sectionTitleStyles } from '../shared/styles';
import { PriceRangeFilter, type PriceRangeFilterProps } from './price-range-filter';

export interface FilterPanelProps {
  /** Ticks or unticks an option (the screen writes it to the URL). */
  onToggle: (key: OptionKey, option: ChosenOption, on: boolean) => void;
  onClear: () => void;
  /** The URL's price range (its inputs' text and why it was left out, if it was) and the list's address. */
  price: Pick<PriceRangeFilterProps, 'text' | 'urlError' | 'listAddress'>;
  onPrice: (range: PriceRange) => void;
  inStock: boolean;
  onInStock: (on: boolean) => void;
}

const checkboxStyles = (t: ThemeTokens) => [
  css`
    width: 1.1rem;
    height: 1.1rem;
    accent-color: ${t.colors.primary};
  `,
  focusRing(t),
];

const optionLabelStyles = (t: ThemeTokens) => css`
  display: flex;
  align-items: center;
  gap: ${t.space.sm};
  min-height: 32px;
  cursor: pointer;
`;

/** An option's row: its label, then its count at the end (outside the label: the name stays the option's name). */
const optionRowStyles = (t: ThemeTokens) => css`
  display: flex;
  align-items: center;
  gap: ${t.space.sm};
`;

/** An option's count next to its name; read out after the name as its description, "12 products". */
function OptionCount({ id, count }: { id: string; count: number | undefined }) {
  const t = useTokens();
  const tr = useT();
  const locale = useLocale();
  if (count === undefined) return null;
  return (
    <>
      <span aria-hidden css={{ marginLeft: 'auto', color: t.colors.muted, fontSize: t.fontSizes.sm, whiteSpace: 'nowrap' }}>
        ({count})
      </span>
      <span id={id} css={visuallyHiddenStyles}>
        {tr('browse.list.count', { count, n: countText(count, locale) })}
      </span>
    </>
  );
}

const keyOf = (filter: ProductFilter): OptionKey => (filter.id === BRAND_FILTER_ID ? 'brand_ids' : 'category_ids');

function FilterGroup({ filter, onToggle }: { filter: ProductFilter; onToggle: FilterPanelProps['onToggle'] }) {
  const t = useTokens();
  const translateMessage = useTranslateMessage();
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
        {translateMessage(filter.name)}
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
            <li key={option.id} css={[optionRowStyles(t), { paddingLeft: `calc(${option.depth} * ${t.space.md})` }]}>
              <label htmlFor={inputId} css={optionLabelStyles(t)}>
                <input
                  id={inputId}
                  type="checkbox"
                  checked={option.checked}
                  aria-describedby={option.count === undefined ? undefined : `${inputId}-count`}
                  onChange={(event) =>
                    onToggle(keyOf(filter), { id: option.id, name: categoryFilterValue(option.name) }, event.target.checked)
                  }
                  css={checkboxStyles(t)}
                />
                {option.name}
              </label>
              <OptionCount id={`${inputId}-count`} count={option.count} />
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** "In stock only": disabled while nothing under the other choices can be bought now. */
const InStockFilter = observer(function InStockFilter({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  const t = useTokens();
  const tr = useT();
  const id = useId();
  const count = useStores().productList.facets.value?.in_stock;
  return (
    <fieldset css={{ margin: `0 0 ${t.space.lg}`, padding: 0, border: 0, minWidth: 0 }}>
      <legend css={{ marginBottom: t.space.sm, fontWeight: t.fontWeights.bold }}>{tr('browse.filter.availability')}</legend>
      <div css={optionRowStyles(t)}>
      <label htmlFor={id} css={optionLabelStyles(t)}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={count === 0 && !checked}
          aria-describedby={count === undefined ? undefined : `${id}-count`}
          onChange={(event) => onChange(event.target.checked)}
          css={checkboxStyles(t)}
        />
        {tr('browse.filter.inStock')}
      </label>
      <OptionCount id={`${id}-count`} count={count} />
      </div>
    </fieldset>
  );
});

/**
 * The Category (id 80) and Brand (id 26) filters, the price range and "in stock only", each option with
 * the count of products it would list; on phones they fold behind a "Filters" button and are
 * only drawn once it is opened (a few hundred hidden elements cost the list's first render on a phone).
 */
export const FilterPanel = observer(function FilterPanel({ onToggle, onClear, price, onPrice, inStock, onInStock }: FilterPanelProps) {
  const t = useTokens();
  const tr = useT();
  const { productList } = useStores();
  const [open, setOpen] = useState(false);
  // Phones: the filters fold behind the "Filters" button (the width the panel's CSS folds at).
  const folded = useMediaQuery(mq.down.md);
  const panelId = useId();
  const priceChosen = price.text.min !== '' || price.text.max !== '';
  const chosen = productList.selectedCategoryIds.length + productList.selectedBrandIds.length + (priceChosen ? 1 : 0) + (inStock ? 1 : 0);
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
        {chosen ? tr('browse.filter.chosen', { count: chosen }) : tr('browse.filter.title')}
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
            {tr('browse.filter.title')}
          </h2>
          {chosen > 0 && (
            <Button variant="link" size="sm" onClick={onClear}>
              {tr('browse.filter.clear')}
            </Button>
          )}
        </div>
        {(open || !folded) && (
          <>
            <PriceRangeFilter text={price.text} urlError={price.urlError} listAddress={price.listAddress} onApply={onPrice} />
            <InStockFilter checked={inStock} onChange={onInStock} />
            {productList.filters.map((filter) => (
              <FilterGroup key={filter.id} filter={filter} onToggle={onToggle} />
            ))}
          </>
        )}
      </div>
    </aside>
  );
});
