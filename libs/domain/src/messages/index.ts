/**
 * Every shopper-facing message, in one module: the storefront's texts (docs/product.md §2, §4, §5 and §8), and
 * what the API answers in `meta.message` for the cart, coupons, orders and payments and for sign-in and
 * accounts. The API and the SDK's fake of it both answer with these, so a screen and a test match one text.
 */
export * from './storefront';
export * from './commerce';
export * from './identity';
export * from './delivery';
