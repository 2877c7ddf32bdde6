import type { MenuCategory } from '../models/category';
import { CategoryMenuList } from './category-menu-list';
import { headerChildren } from './category-tree';
import { MenuPopover } from './menu-popover';

/**
 * A header category with a hover dropdown: "View all", its flagged sub-categories and, under each, their
 * flagged children (three levels counting the header entry).
 */
export function CategoryDropdown({ category }: { category: MenuCategory }) {
  return (
    <MenuPopover label={category.name} contentsKey={`dropdown ${category.id}`}>
      {(menu) => (
        <CategoryMenuList
          id={menu.menuId}
          label={category.name}
          viewAll={category}
          categories={headerChildren(category)}
        />
      )}
    </MenuPopover>
  );
}
