import type { ResponsivePicture } from '../media/picture-image';

/** A category as menus need it (matches the API's category tree, three levels of `childrens`). */
export interface MenuCategory {
  id: number | string;
  name: string;
  slug?: string | null;
  image?: string | null;
  /** `image` as responsive widths (the API's `Category.picture`), null when it is not a pipeline photo. */
  picture?: ResponsivePicture | null;
  show_on_header?: boolean;
  childrens?: MenuCategory[] | null;
}

/** A CMS page as menus and the footer need it. */
export interface MenuPage {
  id: number | string;
  title: string;
  slug: string;
}
