import { escapeHtml, jsonForScriptElement } from './escape';
import { absoluteUrl, type PageHead } from './page-head';

/** Link previews and search results read this locale (an Indian store writing English). */
const OG_LOCALE = 'en_IN';

/**
 * The `<head>` elements of a page: title, description, canonical, Open Graph, the LCP image preload
 * and JSON-LD. Every value is escaped for where it goes (attribute, text, script data).
 */
export function renderHead(head: PageHead, origin: string, siteName: string): string {
  const attr = escapeHtml;
  const canonical = head.canonicalPath ? absoluteUrl(origin, head.canonicalPath) : null;
  const image = head.imagePath ? absoluteUrl(origin, head.imagePath) : null;
  const meta = (property: string, content: string) => `<meta property="${property}" content="${attr(content)}">`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${attr(head.description)}">`,
    head.noindex ? '<meta name="robots" content="noindex">' : '',
    canonical ? `<link rel="canonical" href="${attr(canonical)}">` : '',
    ...head.preloadImages.map((image) => {
      const attributes = [
        image.href ? ` href="${attr(image.href)}"` : '',
        image.srcset ? ` imagesrcset="${attr(image.srcset)}"` : '',
        image.sizes ? ` imagesizes="${attr(image.sizes)}"` : '',
        image.media ? ` media="${attr(image.media)}"` : '',
      ];
      return `<link rel="preload" as="image"${attributes.join('')} fetchpriority="high">`;
    }),
    siteName ? meta('og:site_name', siteName) : '',
    meta('og:title', head.title),
    meta('og:description', head.description),
    meta('og:type', head.ogType),
    canonical ? meta('og:url', canonical) : '',
    image ? meta('og:image', image) : '',
    meta('og:locale', OG_LOCALE),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${jsonForScriptElement(data)}</script>`),
  ];
  return tags.filter((tag) => tag !== '').join('\n    ');
}

const TITLE = /<title\b[^>]*>[\s\S]*?<\/title\s*>/i;
const DESCRIPTION = /[ \t]*<meta\s+name=["']description["'][^>]*>[ \t]*\r?\n?/i;

/**
 * The built index.html with the page's head elements where its `<title>` was (early in `<head>`, so
 * the image preload is seen before the scripts), its own description removed. Without a title, they
 * go before `</head>`.
 */
export function injectHead(shell: string, headHtml: string): string {
  const withoutDescription = shell.replace(DESCRIPTION, '');
  // A function replacement: `$` in a product name must not act as a replacement pattern.
  if (TITLE.test(withoutDescription)) return withoutDescription.replace(TITLE, () => headHtml);
  return withoutDescription.replace(/<\/head>/i, () => `${headHtml}\n  </head>`);
}
