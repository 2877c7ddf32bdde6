const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for an HTML element or a quoted attribute value: `& < > " '` become entities. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/**
 * JSON for the inside of a `<script type="application/ld+json">` element. The HTML parser ends the
 * element at the first `</script` whatever JSON thinks, and `<!--` changes how it scans, so every `<`
 * (and `>` and `&`, for good measure) becomes its \u escape, which JSON parsers read back unchanged.
 * U+2028/U+2029 are escaped too: older JavaScript engines refuse them in string literals.
 */
export function jsonForScriptElement(value: unknown): string {
  return jsonTextForScriptElement(JSON.stringify(value));
}

/**
 * A JSON text, as an API answered it, for the inside of a script element: the escapes of
 * `jsonForScriptElement`. The characters escaped can only stand inside JSON strings, where their \u form
 * reads back the same.
 */
export function jsonTextForScriptElement(json: string): string {
  // One pass per character with a fixed replacement: a page's boot data is hundreds of kilobytes, and
  // product descriptions hold many `<`, which a replacer function would be called for one by one.
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
