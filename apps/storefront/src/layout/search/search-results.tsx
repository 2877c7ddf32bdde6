import { css } from '@emotion/react';
import { productPath } from '@storefront/domain';
import type { ProductSummary } from '@storefront/sdk';
import { SquareThumbnail } from '@storefront/themes';
import { SEARCH_PANEL_MAX_HEIGHT_PX, SkeletonRows, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useT } from '@storefront/i18n';
import { useStores } from '../../stores';
import { resultOptionId } from './use-result-navigation';
import { AppLink } from '../../components/links/app-link';

/** A result row's product picture: a fixed square beside the name, at every width; `sizes` is its width. */
const SEARCH_THUMB_PX = 48;

export interface SearchResultsProps {
  /** Id of the list, for the search box's aria-controls. */
  id: string;
  /** A result was clicked (the caller clears the text and closes its panel). */
  onPick: (product: ProductSummary) => void;
  /** The result the search box's arrow keys are on (-1: none); see useResultNavigation. */
  activeIndex?: number;
}

/**
 * The results panel (docs/product.md §2): skeleton rows while loading, then rows with name, thumbnail,
 * price_with_tax and the compare_price struck through; at most 450 px high. The rows are the options of the
 * search box's listbox (each still a link to its product), the active one marked as the arrows move.
 */
export const SearchResults = observer(function SearchResults({ id, onPick, activeIndex = -1 }: SearchResultsProps) {
  const { search, settings } = useStores();
  const t = useTokens();
  const tr = useT();
  const showPanel = search.loading || search.results.length > 0 || search.noResults;
  if (!showPanel) return null;

  return (
    <div
      id={id}
      data-testid="search-results"
      css={css`
        max-height: ${SEARCH_PANEL_MAX_HEIGHT_PX}px;
        overflow-y: auto;
        overscroll-behavior: contain;
        padding: ${t.space.xs} ${t.space.md};
        background: ${t.colors.background};
        color: ${t.colors.text};
        border: 1px solid ${t.colors.border};
        border-radius: ${t.radii.md};
        box-shadow: ${t.shadows.md};
      `}
    >
      {search.loading ? (
        <SkeletonRows count={4} label={tr('shell.search.searching')} />
      ) : search.noResults ? (
        <p role="status" css={css`margin: ${t.space.md} 0; color: ${t.colors.muted};`}>
          {tr('shell.search.noResults', { text: search.searchedText ?? '' })}
        </p>
      ) : (
        <ul
          role="listbox"
          aria-label={tr('shell.search.results')}
          css={css`
            list-style: none;
            margin: 0;
            padding: 0;
          `}
        >
          {search.results.map((product, index) => (
            <li key={product.id} role="none">
              <AppLink
                to={productPath(product)}
                id={resultOptionId(id, index)}
                role="option"
                aria-selected={index === activeIndex}
                tabIndex={-1}
                onClick={() => onPick(product)}
                css={css`
                  display: flex;
                  align-items: center;
                  gap: ${t.space.md};
                  padding: ${t.space.sm} 0;
                  color: inherit;
                  text-decoration: none;
                  border-bottom: 1px solid ${t.colors.border};
                  &:hover,
                  &:focus-visible,
                  &[aria-selected='true'] {
                    color: ${t.colors.hover};
                  }
                  &[aria-selected='true'] {
                    outline: 2px solid ${t.colors.primary};
                    outline-offset: -2px;
                  }
                  &:focus-visible {
                    outline: 2px solid ${t.colors.primary};
                    outline-offset: 2px;
                  }
                `}
              >
                <SquareThumbnail picture={product.image?.picture} thumbnail={product.image?.thumbnail} px={SEARCH_THUMB_PX} />
                <span css={css`display: flex; flex-direction: column; gap: 2px; min-width: 0;`}>
                  <span css={css`font-weight: ${t.fontWeights.medium};`}>{product.name}</span>
                  <span css={css`display: flex; gap: ${t.space.sm}; font-size: ${t.fontSizes.sm};`}>
                    <span>{settings.formatPrice(product.price_with_tax)}</span>
                    {product.compare_price != null && (
                      <s aria-label={tr('shell.search.was', { price: settings.formatPrice(product.compare_price) })} css={css`color: ${t.colors.muted};`}>
                        {settings.formatPrice(product.compare_price)}
                      </s>
                    )}
                  </span>
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
