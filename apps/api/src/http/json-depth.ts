/**
 * The deepest nesting of objects and arrays a request body may have. The contract's deepest body is
 * registration's (4 levels: `user_params.documents[].content`); the margin leaves room for the contract
 * to grow. `json-depth.spec.ts` checks the contract stays within it.
 */
export const MAX_JSON_DEPTH = 16;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * Whether JSON text nests objects and arrays deeper than `limit`: one pass over the characters, no
 * recursion and no parsing, so a body nested 10,000 deep costs what a flat body of its size costs.
 * Brackets inside strings do not count. Text that is not valid JSON gets an answer too; the parser then
 * refuses it.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) {
      i = closingQuote(text, i);
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      if (++depth > limit) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}

/** The index of the quote that closes the string opened at `open` (the text's end when there is none). */
function closingQuote(text: string, open: number): number {
  let i = open + 1;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (code === BACKSLASH) i += 2;
    else if (code === QUOTE) return i;
    else i++;
  }
  return text.length;
}
