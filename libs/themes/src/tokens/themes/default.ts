import { FONT_STACKS } from '../font-stacks';
import type { ThemeDefinition } from '../theme-look';

/** Default: balanced; white page, deep teal brand, humanist headings over a system body. */
export const defaultTheme: ThemeDefinition = {
  palette: {
    background: '#ffffff',
    text: '#212529',
    hover: '#115e59',
    border: '#dee2e6',
    primary: '#0f766e',
    onPrimary: '#ffffff',
    surface: '#f5f7f7',
    muted: '#565e64',
    danger: '#b02a37',
    success: '#146c43',
    overlay: 'rgba(33, 37, 41, 0.5)',
    skeleton: '#e3e7e8',
    skeletonHighlight: '#f5f7f7',
  },
  tokens: {
    fonts: { body: FONT_STACKS.system, heading: FONT_STACKS.humanist },
    radii: { sm: '6px', md: '10px', lg: '16px' },
    shadows: { focus: '0 0 0 3px rgba(15, 118, 110, 0.45)' },
  },
  look: {
    name: 'Default',
    accent: '#0f766e',
    onAccent: '#ffffff',
    header: {
      background: '#ffffff',
      text: '#212529',
      muted: '#565e64',
      border: '#dee2e6',
      scrolledBackground: 'rgba(255, 255, 255, 0.82)',
      strip: { background: '#f0fdfa', text: '#134e4a', muted: '#115e59', border: '#ccfbf1' },
      navTransform: 'none',
      navLetterSpacing: '0.01em',
      navWeight: 600,
      navFontSize: '0.8125rem',
      height: '68px',
    },
    menu: { background: '#ffffff', text: '#212529', muted: '#565e64', border: '#dee2e6', highlight: '#f0fdfa' },
    footer: {
      background: '#134e4a',
      text: '#f0fdfa',
      muted: '#c7e9e4',
      border: '#1f6b65',
      heading: '#ffffff',
      headingTransform: 'none',
      headingLetterSpacing: '0',
      band: { background: '#0f3d3a', text: '#f0fdfa', muted: '#c7e9e4', border: '#1f6b65' },
    },
  },
};
