import { DEFAULT_LOCALE, localizePath, OFFERED_LOCALES } from '@storefront/domain';
import { escapeHtml, jsonForScriptElement } from './escape';
import { absoluteUrl, type PageHead } from './page-head';
import { alternatesOf, ogLocale, type PageLanguage } from './page-language';

/**
 * The `<head>` elements of a page: title, description, canonical (the page's own language), `hreflang`
 * alternates of an indexable page in every offered language, Open Graph, the LCP image preload and
 * JSON-LD. Every value is escaped for where it goes (attribute, text, script data).
 */
export function renderHead(
  head: PageHead,
  origin: string,
  siteName: string,
  language: PageLanguage = { locale: DEFAULT_LOCALE, offered: OFFERED_LOCALES },
): string {
  const attr = escapeHtml;
  const canonicalPath = head.canonicalPath ? localizePath(head.canonicalPath, language.locale) : null;
  const canonical = canonicalPath ? absoluteUrl(origin, canonicalPath) : null;
  const alternates = head.canonicalPath && !head.noindex ? alternatesOf(origin, head.canonicalPath, language.offered) : [];
  const image = head.imagePath ? absoluteUrl(origin, head.imagePath) : null;
  const meta = (property: string, content: string) => `<meta property="${property}" content="${attr(content)}">`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${attr(head.description)}">`,
    head.noindex ? '<meta name="robots" content="noindex">' : '',
    canonical ? `<link rel="canonical" href="${attr(canonical)}">` : '',
    ...alternates.map((alternate) => `<link rel="alternate" hreflang="${attr(alternate.hreflang)}" href="${attr(alternate.href)}">`),
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
    meta('og:locale', ogLocale(language.locale)),
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
