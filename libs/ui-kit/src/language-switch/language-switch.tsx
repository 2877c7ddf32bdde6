import { css } from '@emotion/react';
import type { MouseEvent } from 'react';
import { useT } from '@storefront/i18n';
import { useTokens } from '../theme/use-tokens';

/** One language of the store, as the switch links it. */
export interface LanguageChoice {
  /** BCP 47 tag (`hi-IN`). */
  locale: string;
  /** The language's name in itself ("English", "हिन्दी"). */
  name: string;
  /** The current page in that language. */
  href: string;
  current: boolean;
}

export interface LanguageSwitchProps {
  languages: readonly LanguageChoice[];
  /**
   * Runs instead of following the link (the app remembers the choice, then loads the page). Modified
   * clicks (new tab) follow the link.
   */
  onChoose?: (locale: string) => void;
  className?: string;
}

/**
 * Links to the current page in each of the store's languages, each name written in its own language and
 * marked with it (`lang`, `hreflang`), the current one with `aria-current`. Nothing when the store offers
 * one language.
 */
export function LanguageSwitch({ languages, onChoose, className }: LanguageSwitchProps) {
  const tr = useT();
  const tokens = useTokens();
  if (languages.length < 2) return null;
  const choose = (event: MouseEvent<HTMLAnchorElement>, locale: string) => {
    if (!onChoose || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onChoose(locale);
  };
  return (
    <nav aria-label={tr('shell.language.label')} className={className} data-language-switch="">
      <ul
        css={css`
          display: flex;
          flex-wrap: wrap;
          gap: ${tokens.space.sm};
          margin: 0;
          padding: 0;
          list-style: none;
        `}
      >
        {languages.map((language) => (
          <li key={language.locale}>
            <a
              href={language.href}
              lang={language.locale.split('-')[0]}
              hrefLang={language.locale}
              aria-current={language.current ? 'true' : undefined}
              onClick={(event) => choose(event, language.locale)}
              css={css`
                display: inline-flex;
                align-items: center;
                min-height: 44px;
                color: inherit;
                font-weight: ${language.current ? tokens.fontWeights.bold : tokens.fontWeights.regular};
                text-decoration: ${language.current ? 'none' : 'underline'};
              `}
            >
              {language.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
