import { FONT_STACKS } from '../font-stacks';
import type { ThemeDefinition } from '../theme-look';

/** Cosmetic: soft pastel pinks, berry accents, geometric headings and generously rounded shapes. */
export const cosmeticTheme: ThemeDefinition = {
  palette: {
    background: '#fff8fa',
    text: '#3d2330',
    hover: '#9d174d',
    border: '#f5c6d6',
    primary: '#be185d',
    onPrimary: '#ffffff',
    surface: '#fdecf2',
    muted: '#7a4a5e',
    danger: '#b4232c',
    success: '#2f7a4f',
    overlay: 'rgba(61, 35, 48, 0.45)',
    skeleton: '#fbdde7',
    skeletonHighlight: '#fff0f5',
  },
  tokens: {
    fonts: { body: FONT_STACKS.soft, heading: FONT_STACKS.geometric },
    lineHeights: { tight: 1.3, normal: 1.6 },
    radii: { sm: '10px', md: '16px', lg: '24px' },
    shadows: {
      sm: '0 1px 3px rgba(190, 24, 93, 0.08)',
      md: '0 6px 18px rgba(190, 24, 93, 0.12)',
      lg: '0 16px 40px rgba(190, 24, 93, 0.16)',
      focus: '0 0 0 3px rgba(190, 24, 93, 0.35)',
    },
  },
  look: {
    name: 'Cosmetic',
    accent: '#f9c5d5',
    onAccent: '#3d2330',
    header: {
      background: '#fdecf2',
      text: '#3d2330',
      muted: '#6e3f53',
      border: '#f5c6d6',
      scrolledBackground: 'rgba(253, 236, 242, 0.85)',
      strip: { background: '#fff8fa', text: '#3d2330', muted: '#6e3f53', border: '#f5c6d6' },
      navTransform: 'none',
      navLetterSpacing: '0.02em',
      navWeight: 500,
      navFontSize: '0.875rem',
      height: '68px',
    },
    menu: { background: '#fff8fa', text: '#3d2330', muted: '#7a4a5e', border: '#f5c6d6', highlight: '#fdecf2' },
    footer: {
      background: '#fdecf2',
      text: '#3d2330',
      muted: '#6e3f53',
      border: '#f5c6d6',
      heading: '#9d174d',
      headingTransform: 'none',
      headingLetterSpacing: '0.02em',
      band: { background: '#f9d3e0', text: '#3d2330', muted: '#5e3447', border: '#f3b5ca' },
    },
  },
};
