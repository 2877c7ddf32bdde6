import { z } from 'zod';

/**
 * The catalogue import file (documented in apps/api/README.md, example in apps/api/fixtures/).
 * Prices are rupees; categories and brands are matched by slug, products and variants by sku.
 */
const slug = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'must be lower-case letters, digits and dashes');
const rupees = z.number().nonnegative().multipleOf(0.01);
const url = z.string().min(1).max(2000);

/**
 * The merchant's texts in another store language, per language: `{ "hi-IN": { "name": "..." } }`. When
 * given, they replace the record's translations (a field left out reads as the merchant's own text).
 */
function translations<T extends z.ZodRawShape>(fields: T) {
  return z.partialRecord(z.enum(['hi-IN']), z.object(fields).partial().strict()).optional();
}

export const importBrand = z
  .object({
    name: z.string().min(1).max(100),
    slug,
    logo: url.nullable().optional(),
    featured: z.boolean().optional(),
  })
  .strict();

export const importCategory = z
  .object({
    name: z.string().min(1).max(100),
    slug,
    /** Slug of the parent (already in the database or earlier in this file); absent for a top category. */
    parent_slug: slug.nullable().optional(),
    image: url.nullable().optional(),
    cms_slug: z.string().min(1).max(120).nullable().optional(),
    show_on_header: z.boolean().optional(),
    is_top: z.boolean().optional(),
    position: z.number().int().optional(),
    translations: translations({ name: z.string().min(1).max(100), description: z.string().max(20_000) }),
  })
  .strict();

export const importVariant = z
  .object({
    sku: z.string().min(1).max(64),
    /** Defaults to the product's price. */
    price: rupees.optional(),
    compare_price: rupees.nullable().optional(),
    stock_qty: z.number().int().nonnegative(),
    back_order: z.boolean().optional(),
    /** Option type name -> value, e.g. { "Size": "M", "Colour": "Black" }; missing types and values are created. */
    options: z.record(z.string().min(1), z.string().min(1)).refine((o) => Object.keys(o).length > 0, 'needs at least one option'),
  })
  .strict();

export const importProduct = z
  .object({
    sku: z.string().min(1).max(64),
    name: z.string().min(1).max(200),
    /** Defaults to a slug of the name. */
    slug: slug.optional(),
    description: z.string().max(20_000).optional(),
    price: rupees,
    compare_price: rupees.nullable().optional(),
    /** Ignored when the product has variants (their sum is used). */
    stock_qty: z.number().int().nonnegative().optional(),
    back_order: z.boolean().optional(),
    brand_slug: slug.nullable().optional(),
    category_slugs: z.array(slug).min(1),
    /** Image URLs, first is the main image; replaces the product's images when given. */
    images: z.array(url).max(10).optional(),
    video_url: z.string().regex(/^https:\/\/www\.youtube\.com\/embed\/[A-Za-z0-9_-]+$/, 'must be a YouTube embed link').nullable().optional(),
    /** Replaces the product's variants when given (matched by sku; others are removed). */
    variants: z.array(importVariant).max(100).optional(),
    translations: translations({ name: z.string().min(1).max(200), description: z.string().max(20_000) }),
  })
  .strict();

export const importFile = z
  .object({
    brands: z.array(importBrand).optional(),
    categories: z.array(importCategory).optional(),
    products: z.array(importProduct).optional(),
  })
  .strict();

export type ImportFile = z.infer<typeof importFile>;
export type ImportProduct = z.infer<typeof importProduct>;

/** Readable errors: `products.3.price: Invalid input: expected number, received string`. */
export function describeImportErrors(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.length ? issue.path.join('.') : '(file)'}: ${issue.message}`);
}
