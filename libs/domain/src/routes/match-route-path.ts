/**
 * Matches decoded path segments (no empty ones) against a route pattern of ROUTE_PATHS the way
 * react-router does: literal segments case-insensitively, `:name` one segment, a final `*` any rest
 * (none included, kept under the `*` param). The params, or null when the pattern does not match.
 */
export function matchRoutePath(pattern: string, segments: readonly string[]): Record<string, string> | null {
  const parts = pattern.split('/').filter((part) => part !== '');
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    if (part === '*' && index === parts.length - 1) {
      params['*'] = segments.slice(index).join('/');
      return params;
    }
    const segment = segments[index];
    if (segment === undefined) return null;
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part.toLowerCase() !== segment.toLowerCase()) return null;
  }
  return segments.length === parts.length ? params : null;
}
