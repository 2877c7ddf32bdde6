import { STORAGE_KEYS } from '@storefront/domain';
import { useT } from '@storefront/i18n';

/** The logo saved by the last visit, if any (local storage may be unavailable). */
export function savedAppLogo(): string | null {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEYS.currentAppLogo) ?? null;
  } catch {
    return null;
  }
}

/**
 * The logo the server drew in the page's start-up splash (index.html's `.boot-splash`, filled by the API
 * from the store's settings), read before the app replaces it: a first visit has none saved yet.
 */
export function splashLogo(doc: Document | undefined = globalThis.document): string | null {
  return doc?.querySelector('#root .boot-logo')?.getAttribute('src') || null;
}

/** Read once at start-up, before the first render replaces the splash. */
const logoFromSplash = splashLogo();

/**
 * Shown while start-up runs: the logo (saved by the last visit, else the splash's) and a spinner. It is
 * the page's own splash (index.html's `.boot-splash` and its styles), drawn again by the app, so the two
 * look the same by construction and the first render serialises no styles for it.
 */
export function LoadingScreen({ logo = savedAppLogo() ?? logoFromSplash }: { logo?: string | null }) {
  const t = useT();
  return (
    <div className="boot-splash" data-testid="loading-screen">
      {logo && <img className="boot-logo" src={logo} alt="" />}
      <span role="status">
        <span className="boot-spinner" aria-hidden="true" />
        <span className="boot-label">{t('shell.page.loading')}</span>
      </span>
    </div>
  );
}
