import { BREAKPOINTS } from '../defaults';

/** CSS custom properties that carry the store's own colours (set by the app from store settings). */
export const STORE_COLOR_VARIABLES = {
  background: '--sf-bg',
  text: '--sf-text',
  hover: '--sf-hover',
  border: '--sf-border',
} as const;

export interface ThemeColors {
  /** Store colours: CSS variables with a neutral fallback. */
  background: string;
  text: string;
  hover: string;
  border: string;
  primary: string;
  /** Text on a primary background. */
  onPrimary: string;
  surface: string;
  muted: string;
  danger: string;
  success: string;
  /** Backdrop behind modals and drawers. */
  overlay: string;
  /** Base and highlight of skeletons and image placeholders. */
  skeleton: string;
  skeletonHighlight: string;
}

export interface ThemeTokens {
  colors: ThemeColors;
  fonts: { body: string; heading: string; mono: string };
  fontSizes: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string; xxxl: string };
  fontWeights: { regular: number; medium: number; bold: number };
  lineHeights: { tight: number; normal: number };
  space: { none: string; xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  radii: { none: string; sm: string; md: string; lg: string; pill: string; round: string };
  shadows: { sm: string; md: string; lg: string; focus: string };
  zIndices: { header: number; scrollTop: number; drawer: number; modal: number };
  headerHeight: string;
  /** Min-width breakpoints in px: 576/768/992/1200/1400. */
  breakpoints: { sm: number; md: number; lg: number; xl: number; xxl: number };
}

const storeVar = (name: string, fallback: string) => `var(${name}, ${fallback})`;

export const defaultTokens: ThemeTokens = {
  colors: {
    background: storeVar(STORE_COLOR_VARIABLES.background, '#ffffff'),
    text: storeVar(STORE_COLOR_VARIABLES.text, '#1f2328'),
    hover: storeVar(STORE_COLOR_VARIABLES.hover, '#0b5cad'),
    border: storeVar(STORE_COLOR_VARIABLES.border, '#d0d7de'),
    primary: '#0b5cad',
    onPrimary: '#ffffff',
    surface: '#f6f8fa',
    muted: '#57606a',
    danger: '#b42318',
    success: '#1a7f37',
    overlay: 'rgba(0, 0, 0, 0.5)',
    skeleton: '#e6e8eb',
    skeletonHighlight: '#f4f5f7',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    xxl: '1.5rem',
    xxxl: '2rem',
  },
  fontWeights: { regular: 400, medium: 500, bold: 700 },
  lineHeights: { tight: 1.25, normal: 1.5 },
  space: {
    none: '0',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
  },
  radii: { none: '0', sm: '4px', md: '8px', lg: '16px', pill: '999px', round: '50%' },
  shadows: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.08)',
    md: '0 4px 12px rgba(0, 0, 0, 0.12)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.18)',
    focus: '0 0 0 3px rgba(11, 92, 173, 0.45)',
  },
  zIndices: { header: 1000, scrollTop: 1010, drawer: 1040, modal: 1050 },
  headerHeight: '64px',
  breakpoints: { ...BREAKPOINTS },
};

/**
 * Layers partial overrides on a base token set, one level deep (each group is merged, not replaced), so a
 * theme only states what differs.
 */
export function mergeTokens(
  base: ThemeTokens,
  overrides: { [K in keyof ThemeTokens]?: ThemeTokens[K] extends object ? Partial<ThemeTokens[K]> : ThemeTokens[K] },
): ThemeTokens {
  const merged = { ...base } as Record<string, unknown>;
  for (const [key, value] of Object.entries(overrides)) {
    const current = merged[key];
    merged[key] =
      value && typeof value === 'object' && current && typeof current === 'object'
        ? { ...current, ...value }
        : value;
  }
  return merged as unknown as ThemeTokens;
}

declare module '@emotion/react' {
  // Module augmentation: Emotion's Theme must be an interface that extends the tokens.
  // eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type
  export interface Theme extends ThemeTokens {}
}
