import DOMPurify, { type Config, type DOMPurify as Purifier, type WindowLike } from 'dompurify';
import { RecentStrings } from './recent-strings';

/**
 * What CMS and product HTML may contain: ordinary HTML only (no SVG or MathML, whose parsing differs),
 * no forms or embedded documents, no inline styles (they could overlay the page).
 * DOMPurify already drops <script>, every on* handler and javascript:/data: URLs in links.
 * SANITIZE_NAMED_PROPS prefixes every `id` and `name` with `user-content-`, so content cannot clobber
 * globals through named properties (`<img name="cookie">` shadowing `document.cookie`, `id="location"`).
 */
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  SANITIZE_NAMED_PROPS: true,
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
  // Content links may open in a new tab; the hook below adds rel="noopener noreferrer" to them.
  ADD_ATTR: ['target'],
};

let hooked = false;
/** DOMPurify in the browser's window, or in the one `sanitizeInWindow` gave (the server's). */
let purifier: Purifier = DOMPurify;
/**
 * Sanitised HTML by its input, about 8 MB at most: on the server DOMPurify runs in jsdom, where one short
 * product description took a tenth of its page's render; a page rendered again (its cached copy expired,
 * another language or query) takes its content's sanitised HTML from here.
 */
const sanitised = new RecentStrings(4_000_000);

/**
 * Sanitises in `window` from now on: the server renders with jsdom's. The same library and settings as in
 * the browser give the same HTML, which hydration requires.
 */
export function sanitizeInWindow(window: WindowLike): void {
  purifier = DOMPurify(window);
  hooked = false;
  sanitised.clear();
}

/** The prefix SANITIZE_NAMED_PROPS gives ids and names. */
const NAMED_PROPS_PREFIX = 'user-content-';

/**
 * Links that open a new tab must not hand the opener to the target page; no other targets are kept.
 * In-page links (`#faq-3`) follow their target's prefixed id, so content anchors keep working.
 */
function addLinkHook() {
  if (hooked) return;
  hooked = true;
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const link = node as Element;
    if (link.getAttribute('target') === '_blank') link.setAttribute('rel', 'noopener noreferrer');
    else link.removeAttribute('target');
    const href = link.getAttribute('href');
    if (href && href.length > 1 && href.startsWith('#') && !href.startsWith(`#${NAMED_PROPS_PREFIX}`)) {
      link.setAttribute('href', `#${NAMED_PROPS_PREFIX}${href.slice(1)}`);
    }
  });
}

export interface SanitizeOptions {
  /**
   * Moves headings down this many levels (1: h1 becomes h2), so content placed under the screen's own h1
   * keeps the outline in order. h6 stays h6.
   */
  headingOffset?: number;
}

function shiftHeadings(root: DocumentFragment, offset: number): void {
  const headings = Array.from(root.querySelectorAll('h1, h2, h3, h4, h5, h6'));
  for (const heading of headings) {
    const level = Math.min(6, Number(heading.tagName[1]) + offset);
    const replacement = heading.ownerDocument.createElement(`h${level}`);
    for (const attribute of Array.from(heading.attributes)) replacement.setAttribute(attribute.name, attribute.value);
    replacement.append(...Array.from(heading.childNodes));
    heading.replaceWith(replacement);
  }
}

/** HTML from the API made safe to insert with dangerouslySetInnerHTML. */
export function sanitizeHtml(html: string | null | undefined, { headingOffset = 0 }: SanitizeOptions = {}): string {
  if (!html) return '';
  return sanitised.get(`${headingOffset} ${html}`, () => sanitizeNow(html, headingOffset));
}

function sanitizeNow(html: string, headingOffset: number): string {
  addLinkHook();
  if (headingOffset <= 0) return purifier.sanitize(html, CONFIG);
  const fragment = purifier.sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
  shiftHeadings(fragment, headingOffset);
  const holder = fragment.ownerDocument.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
