import type { MenuCategory } from '../models/category';
import { CategoryMenuList } from './category-menu-list';
import { MenuPopover } from './menu-popover';

/** "More": the header categories past the limit, each with its flagged sub-categories. */
export function MoreMenu({ categories }: { categories: readonly MenuCategory[] }) {
  if (categories.length === 0) return null;
  return (
    <MenuPopover label="More">
      {(menu) => <CategoryMenuList id={menu.menuId} label="More categories" categories={categories} />}
    </MenuPopover>
  );
}
