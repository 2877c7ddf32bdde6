import { css } from '@emotion/react';
import { categoryLink } from '@storefront/domain';
import { useT } from '@storefront/i18n';
import { PictureImage } from '../media/picture-image';
import type { MenuCategory } from '../models/category';
import { useStorefrontTokens } from '../tokens/use-storefront-tokens';
import { headerChildren } from './category-tree';
import { MenuLink } from './menu-link';
import { MenuPopover } from './menu-popover';

/** The picture column: `minmax(160px, 220px)` beside the sub-category columns. */
const IMAGE_COLUMN_MAX_PX = 220;
const IMAGE_BOX = { width: IMAGE_COLUMN_MAX_PX, height: 160 };
/**
 * The category picture's width: the panel spans the header bar (the desktop nav, 720 px and more), so the
 * column always reaches its 220 px maximum.
 */
export const MEGA_MENU_IMAGE_SIZES = `${IMAGE_COLUMN_MAX_PX}px`;

export interface MegaMenuProps {
  category: MenuCategory;
  /** The free-shipping line under the columns; none without one. */
  bannerText?: string;
}

/**
 * The mega-menu variant of a header category: a full-width panel with the category's image, a column per
 * flagged sub-category listing its flagged children, and the free-shipping banner line.
 */
export function MegaMenu({ category, bannerText }: MegaMenuProps) {
  const t = useStorefrontTokens();
  const columns = headerChildren(category);
  const tr = useT();
  return (
    <MenuPopover label={category.name} wide contentsKey={`mega ${category.id}`}>
      {(menu) => (
        <div
          css={css`
            display: grid;
            grid-template-columns: minmax(160px, ${IMAGE_COLUMN_MAX_PX}px) 1fr;
            gap: ${t.space.lg};
          `}
        >
          <figure
            css={css`
              margin: 0;
              display: flex;
              flex-direction: column;
              gap: ${t.space.sm};
            `}
          >
            <PictureImage
              picture={category.picture}
              src={category.image}
              sizes={MEGA_MENU_IMAGE_SIZES}
              alt={category.name}
              {...IMAGE_BOX}
              css={css`
                border-radius: ${t.radii.md};
                background: ${t.colors.surface};
              `}
            />
            <figcaption
              css={css`
                font-family: ${t.fonts.heading};
                font-size: ${t.fontSizes.lg};
                font-weight: ${t.fontWeights.bold};
              `}
            >
              {category.name}
            </figcaption>
          </figure>
          <div>
            <div
              role="menu"
              id={menu.menuId}
              aria-label={category.name}
              css={css`
                display: grid;
                grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
                gap: ${t.space.md} ${t.space.lg};
                align-content: start;
              `}
            >
              <div
                role="group"
                aria-label={tr('shell.menu.allOf', { name: category.name })}
                data-menu-column=""
                css={css`
                  grid-column: 1 / -1;
                `}
              >
                <MenuLink href={categoryLink(category)} kind="heading">
                  {tr('shell.menu.viewAll', { name: category.name })} →
                </MenuLink>
              </div>
              {columns.map((child) => (
                <div role="group" aria-label={child.name} data-menu-column="" key={child.id}>
                  <MenuLink href={categoryLink(child)} kind="heading">
                    {child.name}
                  </MenuLink>
                  {headerChildren(child).map((grandchild) => (
                    <MenuLink href={categoryLink(grandchild)} kind="sub" key={grandchild.id}>
                      {grandchild.name}
                    </MenuLink>
                  ))}
                </div>
              ))}
            </div>
            {bannerText && (
              <p
                css={css`
                  margin: ${t.space.lg} 0 0;
                  padding: ${t.space.sm} ${t.space.md};
                  border-radius: ${t.radii.sm};
                  background: ${t.colors.primary};
                  color: ${t.colors.onPrimary};
                  font-weight: ${t.fontWeights.bold};
                  text-align: center;
                `}
              >
                {bannerText}
              </p>
            )}
          </div>
        </div>
      )}
    </MenuPopover>
  );
}
