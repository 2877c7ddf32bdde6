/**
 * An image URL an operator entered (store logo, favicon, banners) made safe to put in `img src` or a
 * preload link: the trimmed value when it is an absolute http(s) URL or a path on this origin
 * (`/assets/...`); null otherwise, and the caller shows no picture. Protocol-relative (`//host`) and
 * backslash tricks (`/\host`, which browsers read as `//host`) are other origins in disguise; other
 * schemes (`javascript:`, `data:`, `file:`) have no business in a picture from settings.
 */
export function safeImageUrl(url: string | null | undefined): string | null {
  const trimmed = url?.trim();
  if (!trimmed || hasControlOrSpace(trimmed)) return null;
  if (trimmed.startsWith('/')) return /^\/[/\\]/.test(trimmed) ? null : trimmed;
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return null;
  }
  return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? trimmed : null;
}

/** Browsers strip tabs and newlines inside URLs, which hides a scheme (`java\tscript:`); no picture URL needs them. */
function hasControlOrSpace(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code <= 0x20 || code === 0x7f) return true;
  }
  return false;
}
