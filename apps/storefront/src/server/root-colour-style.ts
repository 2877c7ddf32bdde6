/** A colour a merchant may set: hex, a named colour, or rgb()/hsl() with plain numbers. Nothing else reaches the page. */
const SAFE_COLOUR = /^(#[0-9a-f]{3,8}|[a-z]{3,30}|(rgb|rgba|hsl|hsla)\([0-9.,%\s/deg]{1,60}\))$/i;
const CUSTOM_PROPERTY = /^--[a-z0-9-]{1,40}$/;

/**
 * The store's colour variables as an inline style for `<html>` (what the browser's settings store sets
 * on the root element), so the first paint already has them. Anything that is not a plain colour is left
 * out: the value comes from store settings and goes into the page's HTML.
 */
export function rootColourStyle(variables: Record<string, string>): string {
  return Object.entries(variables)
    .filter(([name, value]) => CUSTOM_PROPERTY.test(name) && SAFE_COLOUR.test(value))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
}
