import { FONT_STACKS } from '../font-stacks';
import type { ThemeDefinition } from '../theme-look';

/** Ultra: bold and high-contrast; black and white with a signal red, large type, sharp corners. */
export const ultraTheme: ThemeDefinition = {
  palette: {
    background: '#ffffff',
    text: '#000000',
    hover: '#c8102e',
    border: '#000000',
    primary: '#000000',
    onPrimary: '#ffffff',
    surface: '#f2f2f2',
    muted: '#3d3d3d',
    danger: '#c8102e',
    success: '#0a7a2f',
    overlay: 'rgba(0, 0, 0, 0.7)',
    skeleton: '#e0e0e0',
    skeletonHighlight: '#f2f2f2',
  },
  tokens: {
    fonts: { body: FONT_STACKS.grotesk, heading: FONT_STACKS.heavyGrotesk },
    fontSizes: { xs: '0.8125rem', sm: '0.9375rem', md: '1.0625rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem', xxxl: '2.75rem' },
    fontWeights: { regular: 400, medium: 700, bold: 900 },
    lineHeights: { tight: 1.1, normal: 1.5 },
    radii: { none: '0', sm: '0', md: '0', lg: '0', pill: '0' },
    shadows: { sm: 'none', md: '6px 6px 0 #000000', lg: '10px 10px 0 #000000', focus: '0 0 0 3px #c8102e' },
    headerHeight: '72px',
  },
  look: {
    name: 'Ultra',
    accent: '#ffe600',
    onAccent: '#000000',
    header: {
      background: '#000000',
      text: '#ffffff',
      muted: '#d4d4d4',
      border: '#000000',
      scrolledBackground: 'rgba(0, 0, 0, 0.86)',
      strip: { background: '#ffe600', text: '#000000', muted: '#1a1a1a', border: '#000000' },
      navTransform: 'uppercase',
      navLetterSpacing: '0.01em',
      navWeight: 800,
      navFontSize: '0.8125rem',
      height: '72px',
    },
    menu: { background: '#ffffff', text: '#000000', muted: '#3d3d3d', border: '#000000', highlight: '#ffe600' },
    footer: {
      background: '#000000',
      text: '#ffffff',
      muted: '#d4d4d4',
      border: '#3d3d3d',
      heading: '#ffe600',
      headingTransform: 'uppercase',
      headingLetterSpacing: '0.06em',
      band: { background: '#ffe600', text: '#000000', muted: '#1a1a1a', border: '#000000' },
    },
  },
};
