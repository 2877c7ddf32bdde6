import type { AppConfig } from '../config';
import type { PageDocument, StoreEnvironment } from '../stores';

/** What the stores know about where they run, from the app config: the same in the browser and on the server. */
export function storeEnvironment(config: AppConfig, host: string, document: PageDocument | null): StoreEnvironment {
  return {
    hostname: config.hostname,
    host,
    themeOverride: config.themeOverride,
    themePreview: config.themePreview,
    scrollToTopHiddenOn: config.runtime.scrollToTopHiddenOn,
    document,
  };
}
