import { css, type SerializedStyles } from '@emotion/react';
import { ChevronDownIcon, useIsomorphicLayoutEffect } from '@storefront/ui-kit';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { useStorefrontTokens } from '../tokens/use-storefront-tokens';
import { CLOSED_PANEL_MARK_ATTRIBUTE, useClosedPanelHtml, type KeptPanelHtml, type PanelKeeping } from './closed-panel-html';
import { navItemStyles, panelStyles, widePanelStyles } from './menu-styles';
import { useMenu, type MenuState } from './use-menu';

export interface MenuPopoverProps {
  /** The button's visible text (and accessible name unless `triggerLabel` is given). */
  label: ReactNode;
  triggerLabel?: string;
  /** Icon before the label (the "All Categories" menu icon). */
  icon?: ReactNode;
  /** Full width of the nearest positioned bar instead of under the button. */
  wide?: boolean;
  triggerCss?: SerializedStyles;
  panelCss?: SerializedStyles;
  /**
   * What the panel shows, for the server to write a closed panel again from HTML kept under this key
   * (see ClosedPanelHtml: the contents may depend only on the catalogue, theme and language). Without one
   * the panel is rendered on every page.
   */
  contentsKey?: string;
  /** Panel contents; the element with role="menu" must use `menu.menuId` as its id. */
  children: (menu: MenuState) => ReactNode;
}

/**
 * Whether a panel hung from its button's left edge would run past the right edge of the page (and scroll
 * it sideways) while one hung from the button's right edge stays on it.
 */
export function panelNeedsEndAlign(button: { left: number; right: number }, panelWidth: number, pageWidth: number): boolean {
  return button.left + panelWidth > pageWidth && button.right - panelWidth >= 0;
}

/** True while rendering on the server (no window): the page's HTML carries every closed panel's links. */
const renderingOnServer = () => typeof window === 'undefined';

/**
 * A closed panel's contents in the browser, until the menu first opens: nothing of React's, so hydration
 * leaves the server's HTML inside as it is (an element with inner HTML is not hydrated below itself) and a
 * page drawn in the browser has an empty closed panel. The links of every closed panel were most of a
 * product page's header, hydrated for nothing until a shopper opens one; opening draws them.
 */
const KEEP_PAGE_CONTENTS = { dangerouslySetInnerHTML: { __html: '' }, suppressHydrationWarning: true } as const;

/** A closed panel's contents on the server: the HTML kept under its key, or its contents marked to be kept. */
function serverPanelContents(kept: KeptPanelHtml | undefined, keep: () => PanelKeeping, contents: () => ReactNode) {
  if (kept) return { dangerouslySetInnerHTML: { __html: kept.html } };
  const keeping = keep();
  return {
    children: (
      <>
        <PanelMark mark={keeping.mark} rendered={keeping.started} />
        {contents()}
        <PanelMark mark={keeping.mark} rendered={keeping.ended} />
      </>
    ),
  };
}

function PanelMark({ mark, rendered }: { mark: string; rendered: () => void }) {
  rendered();
  return <template {...{ [CLOSED_PANEL_MARK_ATTRIBUTE]: mark }} />;
}

/** Renders nothing: takes a kept panel's styles in where its contents would have rendered. */
function KeptPanelStyles({ kept }: { kept: KeptPanelHtml }) {
  kept.takeStyles();
  return null;
}

/**
 * A header menu button with its hover/keyboard popup panel (see `useMenu`). A panel under its button
 * (not `wide`) opens rightwards, or leftwards from the button's right edge when it has no room on the
 * right (an entry near the end of the bar, such as "More").
 */
export function MenuPopover({ label, triggerLabel, icon, wide, triggerCss, panelCss, contentsKey, children }: MenuPopoverProps) {
  const t = useStorefrontTokens();
  const menu = useMenu();
  const panels = useClosedPanelHtml();
  const [alignEnd, setAlignEnd] = useState(false);
  const { open, panelRef } = menu;
  const [contentsDrawn, setContentsDrawn] = useState(renderingOnServer);
  if (open && !contentsDrawn) setContentsDrawn(true);
  // Measured once the panel shows, before paint; reset on close so the next opening measures afresh.
  useIsomorphicLayoutEffect(() => {
    const panel = panelRef.current;
    const root = panel?.parentElement;
    if (wide || !open || !panel || !root) {
      setAlignEnd(false);
      return;
    }
    const pageWidth = document.documentElement.clientWidth;
    setAlignEnd(pageWidth > 0 && panelNeedsEndAlign(root.getBoundingClientRect(), panel.offsetWidth, pageWidth));
  }, [wide, open, panelRef]);
  // On the server, a closed panel is written from the HTML an earlier render kept when there is one.
  const serverPanels = panels && contentsKey !== undefined && !open && renderingOnServer() ? panels : null;
  const panelKey = `${contentsKey} ${menu.menuId}`;
  const kept = serverPanels?.reuse(panelKey);
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a')) menu.close();
  };
  return (
    <>
      <div
        {...menu.rootProps}
        css={css`
          position: ${wide ? 'static' : 'relative'};
          display: flex;
          align-items: stretch;
        `}
      >
        <button {...menu.triggerProps} aria-label={triggerLabel} css={[navItemStyles(t), triggerCss]}>
          {icon}
          {label}
          <ChevronDownIcon size="1em" />
        </button>
        <div
          {...menu.panelProps}
          hidden={!menu.open}
          onClick={closeOnLink}
          data-menu-panel=""
          data-align={!wide && alignEnd ? 'end' : undefined}
          css={[
            wide ? widePanelStyles(t) : [panelStyles(t), alignEnd ? css`right: 0;` : css`left: 0;`, css`min-width: 220px;`],
            panelCss,
          ]}
          {...(!contentsDrawn
            ? KEEP_PAGE_CONTENTS
            : serverPanels
              ? serverPanelContents(kept, () => serverPanels.keep(panelKey), () => children(menu))
              : { children: children(menu) })}
        />
      </div>
      {kept && <KeptPanelStyles kept={kept} />}
    </>
  );
}
