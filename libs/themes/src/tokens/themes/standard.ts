import { FONT_STACKS } from '../font-stacks';
import type { ThemeDefinition } from '../theme-look';

/** Standard: clean, neutral sans; white surfaces, slate text, a calm blue. */
export const standardTheme: ThemeDefinition = {
  palette: {
    background: '#ffffff',
    text: '#1f2937',
    hover: '#1d4ed8',
    border: '#e5e7eb',
    primary: '#2563eb',
    onPrimary: '#ffffff',
    surface: '#f3f4f6',
    muted: '#4b5563',
    danger: '#b91c1c',
    success: '#15803d',
    overlay: 'rgba(17, 24, 39, 0.5)',
    skeleton: '#e5e7eb',
    skeletonHighlight: '#f3f4f6',
  },
  tokens: {
    fonts: { body: FONT_STACKS.system, heading: FONT_STACKS.system },
    radii: { sm: '4px', md: '6px', lg: '10px' },
    shadows: { focus: '0 0 0 3px rgba(37, 99, 235, 0.45)' },
  },
  look: {
    name: 'Standard',
    accent: '#2563eb',
    onAccent: '#ffffff',
    header: {
      background: '#ffffff',
      text: '#1f2937',
      muted: '#4b5563',
      border: '#e5e7eb',
      scrolledBackground: 'rgba(255, 255, 255, 0.85)',
      strip: { background: '#f9fafb', text: '#1f2937', muted: '#4b5563', border: '#e5e7eb' },
      navTransform: 'none',
      navLetterSpacing: '0',
      navWeight: 500,
      navFontSize: '0.875rem',
      height: '64px',
    },
    menu: { background: '#ffffff', text: '#1f2937', muted: '#4b5563', border: '#e5e7eb', highlight: '#f3f4f6' },
    footer: {
      background: '#f3f4f6',
      text: '#1f2937',
      muted: '#4b5563',
      border: '#d1d5db',
      heading: '#111827',
      headingTransform: 'none',
      headingLetterSpacing: '0',
      band: { background: '#e5e7eb', text: '#1f2937', muted: '#374151', border: '#d1d5db' },
    },
  },
};
