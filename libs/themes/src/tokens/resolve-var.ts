/** The fallback inside `var(--x, fallback)`, or the value itself; for checking colours without a browser. */
export function resolveVarFallback(value: string): string {
  const match = /^var\(\s*--[\w-]+\s*,\s*(.+)\)$/.exec(value.trim());
  return match ? resolveVarFallback(match[1]) : value;
}
