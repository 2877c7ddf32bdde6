import { isLocalDevHost, toThemeName, type ThemeName } from '@storefront/domain';

/** Session storage key that keeps a `?theme=` preview while the tab browses. */
export const THEME_PREVIEW_KEY = 'sf-theme-preview';

/** Values of `?theme=` that end a preview. */
const RESET_VALUES = new Set(['', 'none', 'reset', 'off']);

export interface ThemePreviewInputs {
  /** `location.search`. */
  search: string;
  hostname: string;
  /** Where the preview is kept for the tab; null when session storage is unavailable. */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** Runtime config `allowThemePreview`: previews on hosts that are not local. */
  allowOnAnyHost?: boolean;
}

function safely<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}

/**
 * The theme to preview, for designers and browser tests: `?theme=Garment` picks one and keeps it in session
 * storage (so in-app navigation keeps it), `?theme=none` ends it. Only on local or LAN hosts unless the
 * runtime config allows it elsewhere; unknown names are ignored.
 */
export function readThemePreview({ search, hostname, storage, allowOnAnyHost = false }: ThemePreviewInputs): ThemeName | null {
  if (!allowOnAnyHost && !isLocalDevHost(hostname)) return null;
  const params = new URLSearchParams(search);
  if (params.has('theme')) {
    const requested = (params.get('theme') ?? '').trim();
    if (RESET_VALUES.has(requested.toLowerCase())) {
      safely(() => storage?.removeItem(THEME_PREVIEW_KEY), undefined);
      return null;
    }
    const theme = toThemeName(requested);
    if (theme) {
      safely(() => storage?.setItem(THEME_PREVIEW_KEY, theme), undefined);
      return theme;
    }
  }
  return toThemeName(safely(() => storage?.getItem(THEME_PREVIEW_KEY) ?? null, null));
}
