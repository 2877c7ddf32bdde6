import { buildCatalog } from './build-catalog';
import type { IconKind } from './data/catalog-tree';
import { BANNERS, COLLECTIONS, STORE_NAME } from './data/store-content';
import {
  bannerSvg,
  brandSvg,
  categorySvg,
  collectionSvg,
  faviconSvg,
  logoSvg,
  placeholderSvg,
  productSvg,
} from './svg-art';

/** The icon drawn on each banner and collection picture, by position (also used by photos/write-demo-photos.ts). */
export const BANNER_ICONS: IconKind[] = ['saree', 'headphones', 'leaf', 'pot', 'jar'];
export const COLLECTION_ICONS: IconKind[] = ['saree', 'jar', 'watch', 'pot'];

export interface DemoImage {
  /** File name under apps/api/assets/images/. */
  file: string;
  svg: string;
}

/** Every image the demo store references, drawn (file names depend only on names, never on time). */
export function demoImages(): DemoImage[] {
  const catalog = buildCatalog(new Date(0));
  const images: DemoImage[] = catalog.images.map((spec) => ({
    file: spec.file,
    svg:
      spec.kind === 'product'
        ? productSvg(spec.title, spec.icon, spec.alternate, spec.mark)
        : spec.kind === 'category'
          ? categorySvg(spec.title, spec.icon)
          : brandSvg(spec.title),
  }));
  BANNERS.forEach((banner, index) => {
    images.push({ file: banner.image.split('/').pop() as string, svg: bannerSvg(banner.title, BANNER_ICONS[index % BANNER_ICONS.length]) });
  });
  COLLECTIONS.forEach((collection, index) => {
    images.push({ file: `collection-${collection.slug}.svg`, svg: collectionSvg(collection.name, COLLECTION_ICONS[index % COLLECTION_ICONS.length]) });
  });
  images.push({ file: 'logo.svg', svg: logoSvg(STORE_NAME) });
  images.push({ file: 'favicon.svg', svg: faviconSvg(STORE_NAME[0]) });
  images.push({ file: 'placeholder.svg', svg: placeholderSvg() });
  return images;
}
