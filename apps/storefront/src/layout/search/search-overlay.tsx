import { css } from '@emotion/react';
import {
  CloseIcon,
  IconButton,
  Portal,
  SearchIcon,
  useBodyScrollLock,
  useEscapeKey,
  useFocusTrap,
  useInertOutside,
  useTokens,
} from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useId, useRef, type KeyboardEvent } from 'react';
import { useT } from '@storefront/i18n';
import { useStores } from '../../stores';
import { SearchResults } from './search-results';
import { useResultNavigation } from './use-result-navigation';
import { useSearchSubmit } from './use-search-submit';

/**
 * The search overlay opened from the header's search icon: a "Search..." box over the page, results below.
 * Escape or the close button closes it and clears the results; focus stays inside while it is open, and the
 * rest of the page is inert.
 */
export const SearchOverlay = observer(function SearchOverlay() {
  const { ui, search } = useStores();
  const t = useTokens();
  const tr = useT();
  const layerRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const resultsId = useId();
  const open = ui.searchOpen;
  const close = () => ui.closeSearch();
  const submit = useSearchSubmit(close);
  const results = useResultNavigation(resultsId, close);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!results.onKeyDown(event)) submit(event);
  };

  useInertOutside(layerRef, open);
  useFocusTrap(panelRef, open, { initialFocus: inputRef });
  useEscapeKey(open, close);
  useBodyScrollLock(open);
  if (!open) return null;

  return (
    <Portal>
      <div
        ref={layerRef}
        css={css`
          position: fixed;
          inset: 0;
          z-index: ${t.zIndices.modal};
          display: flex;
          justify-content: center;
          align-items: flex-start;
          padding: ${t.space.xl} ${t.space.md};
        `}
      >
        <div
          data-testid="search-backdrop"
          onClick={close}
          css={css`
            position: absolute;
            inset: 0;
            background: ${t.colors.overlay};
          `}
        />
        <div
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          css={css`
            position: relative;
            width: min(720px, 100%);
            display: flex;
            flex-direction: column;
            gap: ${t.space.sm};
          `}
        >
          <h2 id={titleId} css={css`position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);`}>
            {tr('shell.search.products')}
          </h2>
          <div
            css={css`
              display: flex;
              align-items: center;
              gap: ${t.space.sm};
              padding: ${t.space.sm} ${t.space.md};
              background: ${t.colors.background};
              border-radius: ${t.radii.md};
              box-shadow: ${t.shadows.lg};
            `}
          >
            <SearchIcon aria-hidden="true" />
            <input
              ref={inputRef}
              type="search"
              role="combobox"
              aria-expanded={search.results.length > 0}
              aria-controls={resultsId}
              aria-autocomplete="list"
              aria-activedescendant={results.activeId}
              aria-label={tr('shell.search.products')}
              placeholder={tr('shell.search.placeholderOverlay')}
              value={search.text}
              onChange={(event) => search.setText(event.target.value)}
              onKeyDown={onKeyDown}
              autoComplete="off"
              css={css`
                flex: 1;
                min-width: 0;
                padding: ${t.space.sm} 0;
                border: 0;
                outline: none;
                background: transparent;
                color: ${t.colors.text};
                font: inherit;
                font-size: ${t.fontSizes.lg};
              `}
            />
            <IconButton aria-label={tr('shell.search.close')} size="sm" onClick={close}>
              <CloseIcon />
            </IconButton>
          </div>
          <SearchResults id={resultsId} onPick={close} activeIndex={results.activeIndex} />
        </div>
      </div>
    </Portal>
  );
});
