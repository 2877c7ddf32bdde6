import type { IconKind } from './data/catalog-tree';
import { hashString } from './random';

/** Small SVG drawings for the demo store's images: no network, each file well under 2 KB. */

/** Line icons on a 100x100 grid, drawn with a white stroke. */
const ICONS: Record<IconKind, string> = {
  device: '<rect x="28" y="8" width="44" height="84" rx="8"/><path d="M44 80h12"/>',
  headphones: '<path d="M18 62V50a32 32 0 0 1 64 0v12"/><rect x="12" y="58" width="16" height="28" rx="6"/><rect x="72" y="58" width="16" height="28" rx="6"/>',
  shirt: '<path d="M34 10 14 24l10 18 10-6v54h32V36l10 6 10-18-20-14c-2 8-8 12-16 12S36 18 34 10z"/>',
  shoe: '<path d="M8 70V42l22 4 14 12 40 8c6 1 10 6 10 12v4H8z"/><path d="M8 78h86"/>',
  saree: '<path d="M30 10h40l-6 30 14 50H22l14-50z"/><path d="M36 40h28M30 74h40"/>',
  pot: '<path d="M14 40h72v14a36 30 0 0 1-72 0z"/><path d="M6 40h88M40 28h20"/>',
  lamp: '<path d="M30 12h40l12 36H18z"/><path d="M50 48v36M32 88h36"/>',
  jar: '<rect x="24" y="26" width="52" height="64" rx="10"/><path d="M30 12h40v14H30zM24 50h52"/>',
  leaf: '<path d="M18 82C18 40 44 16 86 14c0 42-24 68-68 68z"/><path d="M18 82 60 40"/>',
  cup: '<path d="M16 34h56v26a24 24 0 0 1-24 24h-8a24 24 0 0 1-24-24z"/><path d="M72 40h6a10 10 0 0 1 0 20h-6M36 12v10M52 12v10"/>',
  bottle: '<path d="M40 8h20v16l8 10v52a6 6 0 0 1-6 6H38a6 6 0 0 1-6-6V34l8-10z"/><path d="M32 52h36"/>',
  ball: '<circle cx="50" cy="50" r="38"/><path d="M14 40c20 6 52 6 72 0M14 60c20-6 52-6 72 0"/>',
  dumbbell: '<path d="M30 50h40M8 42v16M92 42v16"/><rect x="14" y="30" width="16" height="40" rx="4"/><rect x="70" y="30" width="16" height="40" rx="4"/>',
  book: '<path d="M50 22C40 14 24 12 10 14v62c14-2 30 0 40 8 10-8 26-10 40-8V14c-14-2-30 0-40 8z"/><path d="M50 22v62"/>',
  pen: '<path d="M70 10 90 30 38 82H18V62z"/><path d="M60 20l20 20"/>',
  watch: '<circle cx="50" cy="50" r="24"/><path d="M50 38v12l8 6M38 28l4-18h16l4 18M38 72l4 18h16l4-18"/>',
};

/** Gradient pairs: saffron, teal, indigo, magenta, emerald, maroon, mustard, peacock, rose, olive, plum, coral. */
const PALETTE: [string, string][] = [
  ['#f59f00', '#e8590c'], ['#0ca678', '#087f5b'], ['#4c6ef5', '#364fc7'], ['#e64980', '#a61e4d'],
  ['#37b24d', '#2b8a3e'], ['#c92a2a', '#862e2e'], ['#fab005', '#d9480f'], ['#1098ad', '#0b7285'],
  ['#f06595', '#c2255c'], ['#74b816', '#5c940d'], ['#ae3ec9', '#862e9c'], ['#ff8787', '#e03131'],
];

const FONT = 'font-family="system-ui,Segoe UI,Roboto,sans-serif"';

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string);
}

/** Up to two initials from the first words that start with a letter or digit ("Voltix Neo ..." -> "VN"). */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word))
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');
}

function colours(key: string): [string, string] {
  return PALETTE[hashString(key) % PALETTE.length];
}

function gradient(key: string, vertical = false): string {
  const [from, to] = colours(key);
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return `<defs><linearGradient id="g" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
}

function icon(kind: IconKind, x: number, y: number, scale: number, width = 6): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="none" stroke="#fff" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round">${ICONS[kind]}</g>`;
}

function svg(width: number, height: number, label: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(label)}">${body}</svg>\n`;
}

/** A square product tile: coloured gradient, the category icon and the product initials (`mark`). */
export function productSvg(name: string, kind: IconKind, alternate = false, mark: string = initials(name)): string {
  const key = alternate ? `${name}#alt` : name;
  const text = escapeXml(mark);
  if (alternate) {
    return svg(400, 400, `${name}, another view`, [
      gradient(key, true),
      '<rect width="400" height="400" rx="24" fill="url(#g)"/>',
      '<circle cx="80" cy="330" r="120" fill="#fff" opacity=".1"/><circle cx="340" cy="60" r="60" fill="#fff" opacity=".14"/>',
      icon(kind, 60, 90, 1.6),
      `<text x="300" y="250" text-anchor="middle" ${FONT} font-size="56" font-weight="700" fill="#fff" opacity=".9">${text}</text>`,
    ].join(''));
  }
  return svg(400, 400, name, [
    gradient(key),
    '<rect width="400" height="400" rx="24" fill="url(#g)"/>',
    '<circle cx="330" cy="70" r="100" fill="#fff" opacity=".12"/>',
    icon(kind, 130, 60, 1.4),
    `<text x="200" y="330" text-anchor="middle" ${FONT} font-size="76" font-weight="700" fill="#fff">${text}</text>`,
  ].join(''));
}

/** A category tile: icon over the initials, rounded like a chip. */
export function categorySvg(name: string, kind: IconKind): string {
  return svg(300, 300, name, [
    gradient(`category:${name}`),
    '<rect width="300" height="300" rx="150" fill="url(#g)"/>',
    icon(kind, 100, 60, 1, 7),
    `<text x="150" y="225" text-anchor="middle" ${FONT} font-size="54" font-weight="700" fill="#fff">${escapeXml(initials(name))}</text>`,
  ].join(''));
}

/** A brand wordmark on a soft card. */
export function brandSvg(name: string): string {
  const [from] = colours(`brand:${name}`);
  const size = Math.min(34, Math.floor(300 / Math.max(6, name.length)));
  return svg(240, 120, name, [
    '<rect width="240" height="120" rx="16" fill="#fff"/>',
    `<rect x="3" y="3" width="234" height="114" rx="14" fill="none" stroke="${from}" stroke-width="3"/>`,
    `<text x="120" y="${60 + size / 3}" text-anchor="middle" ${FONT} font-size="${size}" font-weight="800" fill="${from}">${escapeXml(name)}</text>`,
  ].join(''));
}

/**
 * A home banner tile (3:2, the shape the storefront's carousel shows 5/4/2/1 of per view). No text is drawn:
 * the storefront lays the banner's title and subtitle over the picture, and text baked into a picture
 * would be cropped at some widths and unreadable to a screen reader.
 */
export function bannerSvg(title: string, kind: IconKind): string {
  return svg(600, 400, title, [
    gradient(`banner:${title}`),
    '<rect width="600" height="400" fill="url(#g)"/>',
    '<circle cx="470" cy="140" r="170" fill="#fff" opacity=".1"/><circle cx="80" cy="60" r="90" fill="#fff" opacity=".08"/>',
    icon(kind, 330, 40, 2.1, 5),
  ].join(''));
}

/** A collection header image. */
export function collectionSvg(name: string, kind: IconKind): string {
  return svg(600, 300, name, [
    gradient(`collection:${name}`),
    '<rect width="600" height="300" rx="20" fill="url(#g)"/>',
    icon(kind, 420, 70, 1.6, 5),
    `<text x="40" y="170" ${FONT} font-size="48" font-weight="800" fill="#fff">${escapeXml(name)}</text>`,
  ].join(''));
}

/**
 * The store logo: a basket mark and the store name, both in the brand orange. An image cannot follow the
 * theme, so the name's colour must read on light and dark bars alike: #e8590c has 3.58:1 on white and
 * 5.23:1 on Electronic's #0b1220 (5.87:1 on Ultra's black), where a dark grey would vanish.
 */
const LOGO_TEXT_COLOR = '#e8590c';

export function logoSvg(storeName: string): string {
  return svg(320, 80, storeName, [
    '<rect x="4" y="8" width="64" height="64" rx="16" fill="#e8590c"/>',
    '<g fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"><path d="M18 34h36l-5 26H23z"/><path d="M27 34l9-14 9 14"/></g>',
    `<text x="82" y="52" ${FONT} font-size="30" font-weight="800" fill="${LOGO_TEXT_COLOR}">${escapeXml(storeName)}</text>`,
  ].join(''));
}

export function faviconSvg(letter: string): string {
  return svg(64, 64, letter, [
    '<rect width="64" height="64" rx="14" fill="#e8590c"/>',
    `<text x="32" y="45" text-anchor="middle" ${FONT} font-size="38" font-weight="800" fill="#fff">${escapeXml(letter)}</text>`,
  ].join(''));
}

/** Used for a product without images. */
export function placeholderSvg(): string {
  return svg(400, 400, 'No image', [
    '<rect width="400" height="400" rx="24" fill="#e9ecef"/>',
    '<g fill="none" stroke="#adb5bd" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"><rect x="110" y="120" width="180" height="140" rx="12"/><circle cx="160" cy="170" r="16"/><path d="M120 250l60-50 40 30 30-20 40 40"/></g>',
    `<text x="200" y="320" text-anchor="middle" ${FONT} font-size="28" fill="#868e96">No image</text>`,
  ].join(''));
}
