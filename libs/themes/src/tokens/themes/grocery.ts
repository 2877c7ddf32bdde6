import { FONT_STACKS } from '../font-stacks';
import type { ThemeDefinition } from '../theme-look';

/** Grocery: fresh greens with a sunny yellow, friendly rounded headings, dense spacing. */
export const groceryTheme: ThemeDefinition = {
  palette: {
    background: '#ffffff',
    text: '#1b2a1f',
    hover: '#1b5e20',
    border: '#d7e8d9',
    primary: '#2e7d32',
    onPrimary: '#ffffff',
    surface: '#f1f8f2',
    muted: '#4a5d4f',
    danger: '#c62828',
    success: '#2e7d32',
    overlay: 'rgba(27, 42, 31, 0.5)',
    skeleton: '#e3efe5',
    skeletonHighlight: '#f4faf5',
  },
  tokens: {
    fonts: { body: FONT_STACKS.friendly, heading: FONT_STACKS.rounded },
    fontSizes: { xs: '0.7rem', sm: '0.8125rem', md: '0.9375rem', lg: '1.0625rem', xl: '1.1875rem' },
    lineHeights: { tight: 1.2, normal: 1.45 },
    space: { xs: '0.2rem', sm: '0.4rem', md: '0.75rem', lg: '1rem', xl: '1.5rem', xxl: '2.25rem' },
    radii: { sm: '6px', md: '12px', lg: '18px' },
    shadows: { focus: '0 0 0 3px rgba(46, 125, 50, 0.45)' },
    headerHeight: '60px',
  },
  look: {
    name: 'Grocery',
    accent: '#fbc02d',
    onAccent: '#1b2a1f',
    header: {
      background: '#ffffff',
      text: '#1b2a1f',
      muted: '#4a5d4f',
      border: '#d7e8d9',
      scrolledBackground: 'rgba(255, 255, 255, 0.85)',
      strip: { background: '#2e7d32', text: '#ffffff', muted: '#e8f5e9', border: '#1b5e20' },
      navTransform: 'none',
      navLetterSpacing: '0',
      navWeight: 600,
      navFontSize: '0.875rem',
      height: '60px',
    },
    menu: { background: '#ffffff', text: '#1b2a1f', muted: '#4a5d4f', border: '#d7e8d9', highlight: '#f1f8f2' },
    footer: {
      background: '#1b3d20',
      text: '#f1f8f2',
      muted: '#c8e6c9',
      border: '#2f5a35',
      heading: '#fbc02d',
      headingTransform: 'none',
      headingLetterSpacing: '0',
      band: { background: '#e8f5e9', text: '#1b2a1f', muted: '#33503a', border: '#c8e6c9' },
    },
  },
};
