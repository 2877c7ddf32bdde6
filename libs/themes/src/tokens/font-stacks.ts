/** System font stacks only: no web fonts, nothing fetched over the network. */
export const FONT_STACKS = {
  system: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  humanist: "'Segoe UI', 'Noto Sans', Roboto, 'Helvetica Neue', Arial, sans-serif",
  grotesk: "'Helvetica Neue', Helvetica, 'Arial Nova', Arial, sans-serif",
  heavyGrotesk: "'Arial Black', 'Helvetica Neue', Helvetica, 'Arial Nova', Arial, sans-serif",
  oldStyleSerif: "'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, serif",
  classicSans: "Optima, Candara, 'Noto Sans', 'Segoe UI', sans-serif",
  geometric: "Futura, 'Century Gothic', 'Avenir Next', 'Trebuchet MS', sans-serif",
  soft: "'Avenir Next', Avenir, 'Segoe UI', 'Noto Sans', system-ui, sans-serif",
  rounded: "ui-rounded, 'SF Pro Rounded', 'Hiragino Maru Gothic ProN', 'Arial Rounded MT Bold', 'Trebuchet MS', sans-serif",
  friendly: "'Trebuchet MS', 'Lucida Grande', 'Segoe UI', Tahoma, sans-serif",
  technical: "Bahnschrift, 'DIN Alternate', 'Franklin Gothic Medium', 'Arial Narrow', system-ui, sans-serif",
  screen: "Roboto, 'Segoe UI', 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
  didone: "Didot, 'Bodoni 72', 'Bodoni MT', 'Noto Serif Display', 'Times New Roman', Georgia, serif",
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
} as const;
