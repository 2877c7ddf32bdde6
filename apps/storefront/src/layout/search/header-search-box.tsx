import { css } from '@emotion/react';
import { SearchIcon, useEscapeKey, useIsomorphicLayoutEffect, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '@storefront/i18n';
import { useStores } from '../../stores';
import { SearchResults } from './search-results';
import { useResultNavigation } from './use-result-navigation';
import { useSearchSubmit } from './use-search-submit';

/**
 * The header's live search box ("Search for products"), for header variants that show one in the bar. Its
 * results drop down under it; Escape or leaving the box closes them (clearing the results).
 */
export const HeaderSearchBox = observer(function HeaderSearchBox() {
  const { search } = useStores();
  const t = useTokens();
  const tr = useT();
  const resultsId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [active, setActive] = useState(false);
  // The box is in the server's HTML, so a shopper may focus it and type before the app has hydrated it.
  // React saw neither: take up what was typed and the focus, so the results open as if typed now. A header
  // may hold two boxes (one per screen width): the empty one has nothing to take up.
  useIsomorphicLayoutEffect(() => {
    const typed = inputRef.current?.value ?? '';
    if (typed !== '' && typed !== search.text) search.setText(typed);
    if (typeof document !== 'undefined' && wrapperRef.current?.contains(document.activeElement)) setActive(true);
  }, []);
  const close = () => {
    setActive(false);
    search.clearResults();
  };
  const pick = () => {
    setActive(false);
    search.clear();
  };
  const submit = useSearchSubmit(pick);
  const results = useResultNavigation(resultsId, pick);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!results.onKeyDown(event)) submit(event);
  };
  useEscapeKey(active, close);

  return (
    <div
      ref={wrapperRef}
      role="search"
      onFocus={() => setActive(true)}
      onBlur={(event) => {
        if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) close();
      }}
      css={css`
        position: relative;
        flex: 1;
        max-width: 480px;
      `}
    >
      <label
        css={css`
          display: flex;
          align-items: center;
          gap: ${t.space.sm};
          padding: 0 ${t.space.md};
          border: 1px solid ${t.colors.border};
          border-radius: ${t.radii.pill};
          background: ${t.colors.background};
          &:focus-within {
            box-shadow: ${t.shadows.focus};
          }
        `}
      >
        <SearchIcon aria-hidden="true" />
        <input
          ref={inputRef}
          type="search"
          role="combobox"
          aria-label={tr('shell.search.products')}
          aria-expanded={active && search.results.length > 0}
          aria-controls={resultsId}
          aria-autocomplete="list"
          aria-activedescendant={results.activeId}
          placeholder={tr('shell.search.placeholderHeader')}
          value={search.text}
          autoComplete="off"
          onChange={(event) => search.setText(event.target.value)}
          onKeyDown={onKeyDown}
          css={css`
            flex: 1;
            min-width: 0;
            height: 40px;
            border: 0;
            outline: none;
            background: transparent;
            color: ${t.colors.text};
            font: inherit;
          `}
        />
      </label>
      {active && (
        <div
          css={css`
            position: absolute;
            top: calc(100% + 4px);
            left: 0;
            right: 0;
            z-index: ${t.zIndices.header + 1};
          `}
        >
          <SearchResults id={resultsId} onPick={pick} activeIndex={results.activeIndex} />
        </div>
      )}
    </div>
  );
});
