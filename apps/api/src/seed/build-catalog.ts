import { productSlug } from '@storefront/domain';
import type { NewRow } from '../db/schema';
import { BRANDS, CATALOG_TREE, type IconKind, type LeafSpec, type TopSpec, type VariantKind } from './data/catalog-tree';
import { GST_CLASSES } from './data/gst-classes';
import { Random } from './random';
import { initials } from './svg-art';

/** The fixed seed: the demo catalogue is identical on every machine and database. */
export const CATALOG_SEED = 20250815;
const DAY_MS = 24 * 60 * 60 * 1000;

export const SIZE_VALUES: Record<VariantKind, string[]> = {
  apparel: ['S', 'M', 'L', 'XL', 'XXL'],
  footwear: ['UK 6', 'UK 7', 'UK 8', 'UK 9', 'UK 10'],
};
export const COLOUR_VALUES = ['Black', 'White', 'Navy Blue', 'Maroon', 'Olive Green', 'Mustard', 'Grey'];

/** YouTube embed ids for the products that have a video. */
const VIDEO_IDS = ['aqz-KE-bpKQ', 'ScMzIvxBSi4', 'jNQXAC9IVRw', 'LXb3EKWsInQ', 'M7lc1UVf-VE', 'ysz5S6PUM-U'];

/** What an image of the catalogue shows; `generate-images.ts` draws one SVG per entry. */
export interface ImageSpec {
  file: string;
  kind: 'product' | 'category' | 'brand';
  title: string;
  icon: IconKind;
  /** A second, differently arranged image of the same product. */
  alternate?: boolean;
  /** Initials drawn on a product tile (from what the product is, not its brand). */
  mark?: string;
}

export interface DemoCatalog {
  brands: NewRow<'brands'>[];
  categories: NewRow<'categories'>[];
  optionTypes: NewRow<'option_types'>[];
  optionValues: NewRow<'option_values'>[];
  products: NewRow<'products'>[];
  productCategories: NewRow<'product_categories'>[];
  productImages: NewRow<'product_images'>[];
  variants: NewRow<'variants'>[];
  variantOptionValues: NewRow<'variant_option_values'>[];
  /** Every image file the rows above reference. */
  images: ImageSpec[];
  /** Top category name of each product id (for collections and descriptions). */
  topCategoryOf: Map<number, string>;
}

export function imageUrl(file: string): string {
  return `/assets/images/${file}`;
}

/** A rupee price ending in 9 (499, 1299), in paise. */
function shopPrice(rupees: number): number {
  const value = rupees < 100 ? Math.max(19, Math.round(rupees / 10) * 10 - 1) : Math.round(rupees / 100) * 100 - 1;
  return value * 100;
}

function uniqueSlug(base: string, taken: Set<string>): string {
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}

function description(name: string, brand: string, leaf: string, top: TopSpec, random: Random): string {
  const features = random.sample(top.features, 3).map((f) => `<li>${f}</li>`).join('');
  const openers = [
    `${name} by ${brand} is one of our most loved picks in ${leaf}.`,
    `Bring home the ${name} from ${brand}, made for everyday use in Indian homes.`,
    `${brand} brings you the ${name}, a smart choice in ${leaf}.`,
  ];
  return [
    `<p>${random.pick(openers)} Quality checked before dispatch and delivered across India.</p>`,
    `<ul>${features}</ul>`,
    `<p><strong>Delivery:</strong> ships in 1-2 working days. Cash on delivery available.</p>`,
  ].join('');
}

/**
 * Builds the demo catalogue as rows with explicit ids (the same ids on SQLite and PostgreSQL).
 * Pure: no database, no clock except `now` for the created_at spread.
 */
export function buildCatalog(now: Date = new Date()): DemoCatalog {
  const random = new Random(CATALOG_SEED);
  const images: ImageSpec[] = [];

  const brandIds = new Map<string, number>();
  const brands = BRANDS.map((brand, index) => {
    const slug = productSlug(brand.name);
    brandIds.set(brand.name, index + 1);
    images.push({ file: `brand-${slug}.svg`, kind: 'brand', title: brand.name, icon: 'leaf' });
    return { id: index + 1, name: brand.name, slug, logo: imageUrl(`brand-${slug}.svg`), featured: brand.featured ? 1 : 0, position: index };
  });

  const optionTypes = [
    { id: 1, name: 'size', presentation: 'Size', position: 1 },
    { id: 2, name: 'colour', presentation: 'Colour', position: 2 },
  ];
  const optionValues: NewRow<'option_values'>[] = [];
  const optionValueId = new Map<string, number>();
  const addValue = (typeId: number, value: string) => {
    const id = optionValues.length + 1;
    optionValues.push({ id, option_type_id: typeId, name: value, presentation: value, position: id });
    optionValueId.set(`${typeId}:${value}`, id);
  };
  for (const size of [...SIZE_VALUES.apparel, ...SIZE_VALUES.footwear]) addValue(1, size);
  for (const colour of COLOUR_VALUES) addValue(2, colour);

  const categories: NewRow<'categories'>[] = [];
  const categorySlugs = new Set<string>();
  const addCategory = (name: string, parent: { id: number; name: string } | null, fields: Partial<NewRow<'categories'>>, icon: IconKind) => {
    const id = categories.length + 1;
    const base = productSlug(name);
    const slug = uniqueSlug(categorySlugs.has(base) && parent ? productSlug(`${parent.name} ${name}`) : base, categorySlugs);
    images.push({ file: `category-${slug}.svg`, kind: 'category', title: name, icon });
    categories.push({
      id,
      parent_id: parent?.id ?? null,
      name,
      slug,
      cms_slug: null,
      description: null,
      image: imageUrl(`category-${slug}.svg`),
      show_on_header: 0,
      is_top: 0,
      position: categories.filter((c) => c.parent_id === (parent?.id ?? null)).length + 1,
      ...fields,
    });
    return { id, name };
  };

  const products: NewRow<'products'>[] = [];
  const productCategories: NewRow<'product_categories'>[] = [];
  const productImages: NewRow<'product_images'>[] = [];
  const variants: NewRow<'variants'>[] = [];
  const variantOptionValues: NewRow<'variant_option_values'>[] = [];
  const topCategoryOf = new Map<number, string>();
  const productSlugs = new Set<string>();
  const names = new Set<string>();

  const addProduct = (top: TopSpec, leaf: LeafSpec, leafId: number, index: number, leafIndex: number) => {
    const id = products.length + 1;
    const brandName = random.pick(leaf.brands ?? top.brands);
    const noun = leaf.items[index % leaf.items.length];
    let name = '';
    for (let m = 0; m < top.modifiers.length && (!name || names.has(name)); m++) {
      name = `${brandName} ${top.modifiers[(leafIndex + index + m) % top.modifiers.length]} ${noun}`;
    }
    names.add(name);
    const slug = uniqueSlug(productSlug(name), productSlugs);
    const icon = leaf.icon ?? top.icon;
    const price = shopPrice(random.int(leaf.price[0], leaf.price[1]));
    const comparePrice = random.chance(0.6) ? shopPrice((price / 100) * (1.15 + random.next() * 0.45)) : null;
    const outOfStock = random.chance(0.1);
    const backOrder = !outOfStock && random.chance(0.09);
    const popularity = Math.floor(20 + random.next() ** 2 * 4980);

    let stock = outOfStock ? 0 : backOrder ? random.int(0, 3) : random.int(6, 120);
    if (leaf.variants) {
      const sizes = SIZE_VALUES[leaf.variants];
      const start = random.int(0, 1);
      const chosenSizes = sizes.slice(start, start + random.int(3, sizes.length - start));
      const colours = random.sample(COLOUR_VALUES, random.int(1, 2));
      let total = 0;
      let position = 0;
      for (const colour of colours) {
        for (const size of chosenSizes) {
          const variantId = variants.length + 1;
          const qty = outOfStock ? 0 : random.chance(0.15) ? 0 : random.int(1, 20);
          total += qty;
          const upcharge = size === 'XXL' ? 5000 : 0;
          variants.push({
            id: variantId,
            product_id: id,
            sku: `KC-${String(id).padStart(5, '0')}-${productSlug(size)}-${productSlug(colour)}`.toUpperCase(),
            price: price + upcharge,
            compare_price: comparePrice === null ? null : comparePrice + upcharge,
            stock_qty: qty,
            back_order: backOrder ? 1 : 0,
            position: ++position,
          });
          variantOptionValues.push(
            { variant_id: variantId, option_value_id: optionValueId.get(`1:${size}`) as number },
            { variant_id: variantId, option_value_id: optionValueId.get(`2:${colour}`) as number },
          );
        }
      }
      stock = total;
    }

    products.push({
      id,
      name,
      slug,
      sku: `KC-${String(id).padStart(5, '0')}`,
      description: description(name, brandName, leaf.name, top, random),
      price,
      compare_price: comparePrice,
      stock_qty: stock,
      back_order: backOrder ? 1 : 0,
      brand_id: brandIds.get(brandName) ?? null,
      video_url: null,
      popularity,
      sold_count: Math.floor(popularity / random.int(6, 14)),
      weekly_views: Math.floor(popularity / random.int(5, 25)) + random.int(0, 40),
      is_active: 1,
      hsn_code: GST_CLASSES[icon].hsn,
      gst_rate: GST_CLASSES[icon].rate,
      created_at: new Date(now.getTime() - random.int(1, 180) * DAY_MS - random.int(0, 86_399) * 1000).toISOString(),
      updated_at: now.toISOString(),
    });
    productCategories.push({ product_id: id, category_id: leafId });
    topCategoryOf.set(id, top.name);
    for (const [position, alternate] of [false, true].entries()) {
      const file = `product-${slug}${alternate ? '-alt' : ''}.svg`;
      images.push({ file, kind: 'product', title: name, icon, alternate, mark: initials(noun) });
      const url = imageUrl(file);
      productImages.push({
        id: productImages.length + 1,
        product_id: id,
        url,
        thumbnail: url,
        medium: url,
        large: url,
        alt: alternate ? `${name}, another view` : name,
        position,
      });
    }
  };

  let leafIndex = 0;
  for (const top of CATALOG_TREE) {
    const topRef = addCategory(top.name, null, { show_on_header: top.showOnHeader ? 1 : 0, is_top: top.isTop ? 1 : 0 }, top.icon);
    for (const child of top.children) {
      const childRef = addCategory(
        child.name,
        topRef,
        { show_on_header: child.showOnHeader ? 1 : 0, cms_slug: child.cmsSlug ?? null },
        top.icon,
      );
      child.leaves.forEach((leaf, position) => {
        const leafRef = addCategory(leaf.name, childRef, { show_on_header: position < 2 ? 1 : 0 }, leaf.icon ?? top.icon);
        const count = leaf.count ?? 4;
        for (let i = 0; i < count; i++) addProduct(top, leaf, leafRef.id, i, leafIndex);
        leafIndex++;
      });
    }
  }

  // A few products with a video (electronics, kitchen appliances, fitness): the gallery gets a video entry.
  const videoCandidates = products.filter((p) => ['Electronics', 'Home & Kitchen', 'Sports & Fitness'].includes(topCategoryOf.get(p.id as number) ?? ''));
  random.sample(videoCandidates, VIDEO_IDS.length).forEach((product, i) => {
    product.video_url = `https://www.youtube.com/embed/${VIDEO_IDS[i]}`;
  });

  return {
    brands,
    categories,
    optionTypes,
    optionValues,
    products,
    productCategories,
    productImages,
    variants,
    variantOptionValues,
    images,
    topCategoryOf,
  };
}
