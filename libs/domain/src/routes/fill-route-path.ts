/** A path of a ROUTE_PATHS pattern: each `:name` replaced by its param, URL-encoded ("/products/:slug/:id" -> "/products/tea/7"). */
export function fillRoutePath(pattern: string, params: Readonly<Record<string, string>>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${pattern} needs :${name}`);
    return encodeURIComponent(value);
  });
}
