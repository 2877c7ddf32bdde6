/**
 * Runtime configuration served with the app as `/config.json`, so one build serves many stores
 * (docs/storefront-design.md). Anything missing or malformed falls back to the defaults.
 */
export interface RuntimeConfig {
  /** API base per hostname; `default` for any other host. */
  apiBase: Record<string, string> & { default: string };
  /** A theme forced for this deployment (a theme name), or null. */
  themeOverride: string | null;
  /** Honour `?theme=` previews on hosts that are not local (local and LAN hosts always do). */
  allowThemePreview: boolean;
  /** The scroll-to-top button is hidden on paths containing any of these substrings. */
  scrollToTopHiddenOn: string[];
}

export const DEFAULT_API_BASE = '/api/v1';

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiBase: { default: DEFAULT_API_BASE },
  themeOverride: null,
  allowThemePreview: false,
  scrollToTopHiddenOn: ['/checkout'],
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const stringList = (value: unknown, fallback: string[]): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : fallback;

/** Reads a config document, keeping the valid parts and defaulting the rest. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (!isRecord(raw)) return DEFAULT_RUNTIME_CONFIG;
  const apiBase: RuntimeConfig['apiBase'] = { default: DEFAULT_API_BASE };
  if (isRecord(raw.apiBase)) {
    for (const [host, base] of Object.entries(raw.apiBase)) {
      if (typeof base === 'string' && base.trim()) apiBase[host.toLowerCase()] = base.trim();
    }
  }
  return {
    apiBase,
    themeOverride: typeof raw.themeOverride === 'string' && raw.themeOverride.trim() ? raw.themeOverride.trim() : null,
    allowThemePreview: raw.allowThemePreview === true,
    scrollToTopHiddenOn: stringList(raw.scrollToTopHiddenOn, DEFAULT_RUNTIME_CONFIG.scrollToTopHiddenOn),
  };
}

/** Fetches `/config.json`; a missing file, a network failure or bad JSON gives the defaults. */
export async function loadRuntimeConfig(
  fetchConfig: typeof globalThis.fetch = globalThis.fetch,
  url = '/config.json',
): Promise<RuntimeConfig> {
  try {
    const response = await fetchConfig(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
    if (!response.ok) return DEFAULT_RUNTIME_CONFIG;
    return parseRuntimeConfig(await response.json());
  } catch {
    return DEFAULT_RUNTIME_CONFIG;
  }
}

/** The API base for a hostname: its own entry, else `default`. */
export function apiBaseFor(config: RuntimeConfig, hostname: string): string {
  return config.apiBase[hostname.toLowerCase()] ?? config.apiBase.default ?? DEFAULT_API_BASE;
}
