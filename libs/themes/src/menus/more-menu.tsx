import { useT } from '@storefront/i18n';
import type { MenuCategory, MenuPage } from '../models/category';
import { CategoryMenuList } from './category-menu-list';
import { MenuPopover } from './menu-popover';

export interface MoreMenuProps {
  /** The header categories past the limit (and any the bar had no room for), each with its flagged sub-categories. */
  categories: readonly MenuCategory[];
  /** Header CMS pages the bar had no room for, listed after the categories. */
  pages?: readonly MenuPage[];
  /** Render the button even with nothing to list (kept out of sight, so the nav can measure it). */
  keepEmpty?: boolean;
}

/** "More": the header entries that do not get a place of their own in the bar. */
export function MoreMenu({ categories, pages = [], keepEmpty = false }: MoreMenuProps) {
  const tr = useT();
  if (categories.length === 0 && pages.length === 0 && !keepEmpty) return null;
  return (
    <MenuPopover
      label={tr('shell.menu.more')}
      contentsKey={`more ${categories.map((category) => category.id).join(',')} ${pages.map((page) => page.id).join(',')}`}
    >
      {(menu) => (
        <CategoryMenuList
          id={menu.menuId}
          label={pages.length > 0 ? tr('shell.menu.more') : tr('shell.menu.moreCategories')}
          categories={categories}
          pages={pages}
        />
      )}
    </MenuPopover>
  );
}
