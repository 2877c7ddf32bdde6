import { FONT_STACKS } from '../font-stacks';
import type { ThemeDefinition } from '../theme-look';

/** Electronic: tech feel; near-black header, electric blue accent, condensed technical headings. */
export const electronicTheme: ThemeDefinition = {
  palette: {
    background: '#f6f8fb',
    text: '#0f172a',
    hover: '#0043b3',
    border: '#d5dce6',
    primary: '#0057e7',
    onPrimary: '#ffffff',
    surface: '#eaf0f7',
    muted: '#475569',
    danger: '#c81e1e',
    success: '#047857',
    overlay: 'rgba(5, 10, 20, 0.6)',
    skeleton: '#dfe6ef',
    skeletonHighlight: '#eef3f9',
  },
  tokens: {
    fonts: { body: FONT_STACKS.screen, heading: FONT_STACKS.technical, mono: FONT_STACKS.mono },
    fontWeights: { regular: 400, medium: 600, bold: 700 },
    radii: { sm: '3px', md: '6px', lg: '8px' },
    shadows: {
      md: '0 4px 16px rgba(2, 8, 23, 0.16)',
      lg: '0 12px 36px rgba(2, 8, 23, 0.3)',
      focus: '0 0 0 3px rgba(56, 189, 248, 0.6)',
    },
    headerHeight: '64px',
  },
  look: {
    name: 'Electronic',
    accent: '#38bdf8',
    onAccent: '#0b1220',
    header: {
      background: '#0b1220',
      text: '#e6edf7',
      muted: '#a5b4c8',
      border: '#1e293b',
      scrolledBackground: 'rgba(11, 18, 32, 0.88)',
      strip: { background: '#111a2e', text: '#e6edf7', muted: '#a5b4c8', border: '#1e293b' },
      navTransform: 'none',
      navLetterSpacing: '0.02em',
      navWeight: 600,
      navFontSize: '0.875rem',
      height: '64px',
    },
    menu: { background: '#ffffff', text: '#0f172a', muted: '#475569', border: '#d5dce6', highlight: '#eaf0f7' },
    footer: {
      background: '#0b1220',
      text: '#e6edf7',
      muted: '#a5b4c8',
      border: '#1e293b',
      heading: '#38bdf8',
      headingTransform: 'uppercase',
      headingLetterSpacing: '0.08em',
      band: { background: '#111a2e', text: '#e6edf7', muted: '#a5b4c8', border: '#1e293b' },
    },
  },
};
