import type { ThemeName } from '@storefront/domain';
import { BUILD_THEME } from './build-env';
import { apiBaseFor, loadRuntimeConfig, type RuntimeConfig } from './runtime-config';
import { readThemePreview } from './theme-preview';

export * from './runtime-config';
export * from './theme-preview';

/** Everything the app decides before it builds the SDK and the stores. */
export interface AppConfig {
  runtime: RuntimeConfig;
  hostname: string;
  /** API base chosen by hostname. */
  apiBase: string;
  /** Forced theme name: the build-time constant, else the runtime config's; null when none. */
  themeOverride: string | null;
  /** A `?theme=` preview (local hosts), or null. */
  themePreview: ThemeName | null;
}

export interface ConfigEnvironment {
  fetch?: typeof globalThis.fetch;
  location: Pick<Location, 'hostname' | 'search'>;
  sessionStorage?: Storage | null;
  /** The build-time theme; defaults to `VITE_THEME`. */
  buildTheme?: string | null;
}

/** Builds the app config from a runtime config document and the page's location. */
export function resolveAppConfig(runtime: RuntimeConfig, env: ConfigEnvironment): AppConfig {
  const { hostname, search } = env.location;
  const buildTheme = env.buildTheme === undefined ? BUILD_THEME : env.buildTheme;
  return {
    runtime,
    hostname,
    apiBase: apiBaseFor(runtime, hostname),
    themeOverride: buildTheme || runtime.themeOverride,
    themePreview: readThemePreview({
      search,
      hostname,
      storage: env.sessionStorage ?? null,
      allowOnAnyHost: runtime.allowThemePreview,
    }),
  };
}

/** Start-up: fetch `/config.json` (defaults when missing) and resolve it for this page. */
export async function loadAppConfig(env: ConfigEnvironment): Promise<AppConfig> {
  return resolveAppConfig(await loadRuntimeConfig(env.fetch), env);
}
