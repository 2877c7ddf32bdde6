/**
 * System font stacks only: no web fonts, nothing fetched over the network. Each ends with the Devanagari
 * faces Android, Windows and older Windows ship, ahead of the generic family, so Hindi text gets a
 * designed face rather than whatever the generic family falls back to.
 */
const DEVANAGARI = "'Noto Sans Devanagari', 'Nirmala UI', Mangal";
export const FONT_STACKS = {
  system: `system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, ${DEVANAGARI}, sans-serif`,
  humanist: `'Segoe UI', 'Noto Sans', Roboto, 'Helvetica Neue', Arial, ${DEVANAGARI}, sans-serif`,
  grotesk: `'Helvetica Neue', Helvetica, 'Arial Nova', Arial, ${DEVANAGARI}, sans-serif`,
  heavyGrotesk: `'Arial Black', 'Helvetica Neue', Helvetica, 'Arial Nova', Arial, ${DEVANAGARI}, sans-serif`,
  oldStyleSerif: `'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, ${DEVANAGARI}, serif`,
  classicSans: `Optima, Candara, 'Noto Sans', 'Segoe UI', ${DEVANAGARI}, sans-serif`,
  geometric: `Futura, 'Century Gothic', 'Avenir Next', 'Trebuchet MS', ${DEVANAGARI}, sans-serif`,
  soft: `'Avenir Next', Avenir, 'Segoe UI', 'Noto Sans', system-ui, ${DEVANAGARI}, sans-serif`,
  rounded: `ui-rounded, 'SF Pro Rounded', 'Hiragino Maru Gothic ProN', 'Arial Rounded MT Bold', 'Trebuchet MS', ${DEVANAGARI}, sans-serif`,
  friendly: `'Trebuchet MS', 'Lucida Grande', 'Segoe UI', Tahoma, ${DEVANAGARI}, sans-serif`,
  technical: `Bahnschrift, 'DIN Alternate', 'Franklin Gothic Medium', 'Arial Narrow', system-ui, ${DEVANAGARI}, sans-serif`,
  screen: `Roboto, 'Segoe UI', 'Noto Sans', 'Helvetica Neue', Arial, ${DEVANAGARI}, sans-serif`,
  didone: `Didot, 'Bodoni 72', 'Bodoni MT', 'Noto Serif Display', 'Times New Roman', Georgia, ${DEVANAGARI}, serif`,
  mono: `ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', ${DEVANAGARI}, monospace`,
} as const;
