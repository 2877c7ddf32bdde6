const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">
<rect width="400" height="300" fill="#f1f3f5"/>
<g fill="none" stroke="#adb5bd" stroke-width="8" stroke-linecap="round" stroke-linejoin="round">
<rect x="140" y="80" width="120" height="96" rx="10"/>
<circle cx="174" cy="112" r="10"/>
<path d="m140 160 36-32 28 24 20-16 36 28"/>
</g>
<text x="200" y="222" text-anchor="middle" font-family="system-ui, sans-serif" font-size="22" fill="#868e96">Image not found</text>
</svg>`;

/** Fallback picture for images that fail to load: an inline SVG data URL, so it can never fail itself. */
export const notFoundImage = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
