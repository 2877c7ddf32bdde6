const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Search engines show about this many characters of a meta description. */
export const DESCRIPTION_LENGTH = 160;

/**
 * The readable text of stored HTML (product descriptions, CMS pages): tags dropped (block ends become
 * spaces), common entities decoded, whitespace collapsed. The result is text, not HTML: whoever puts it
 * into a page escapes it again.
 */
export function htmlToPlainText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => decodeEntity(body) ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

function decodeEntity(body: string): string | undefined {
  if (body[0] === '#') {
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
  }
  return NAMED_ENTITIES[body.toLowerCase()];
}

/** At most `max` characters, cut at a word boundary with an ellipsis when it had to be cut. */
export function truncateText(text: string, max = DESCRIPTION_LENGTH): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  // Keep whole words: drop a word the cut went through (unless that leaves too little).
  const endsWord = /\s/.test(text.charAt(max - 1));
  const lastSpace = cut.lastIndexOf(' ');
  const words = endsWord || lastSpace <= max / 2 ? cut : cut.slice(0, lastSpace);
  return `${words.replace(/[\s,.;:]+$/, '')}…`;
}
