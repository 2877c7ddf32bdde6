import { css, type SerializedStyles } from '@emotion/react';
import { ChevronDownIcon } from '@storefront/ui-kit';
import type { MouseEvent, ReactNode } from 'react';
import { useStorefrontTokens } from '../tokens/use-storefront-tokens';
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
  /** Panel contents; the element with role="menu" must use `menu.menuId` as its id. */
  children: (menu: MenuState) => ReactNode;
}

/** A header menu button with its hover/keyboard popup panel (see `useMenu`). */
export function MenuPopover({ label, triggerLabel, icon, wide, triggerCss, panelCss, children }: MenuPopoverProps) {
  const t = useStorefrontTokens();
  const menu = useMenu();
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a')) menu.close();
  };
  return (
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
        css={[wide ? widePanelStyles(t) : [panelStyles(t), css`left: 0; min-width: 220px;`], panelCss]}
      >
        {children(menu)}
      </div>
    </div>
  );
}
