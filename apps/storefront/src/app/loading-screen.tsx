import { css } from '@emotion/react';
import { STORAGE_KEYS } from '@storefront/domain';
import { Spinner } from '@storefront/ui-kit';

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

/** Shown while start-up runs: the logo (saved by the last visit, else the splash's) and a spinner. */
export function LoadingScreen({ logo = savedAppLogo() ?? logoFromSplash }: { logo?: string | null }) {
  return (
    <div
      data-testid="loading-screen"
      css={css`
        display: flex;
        flex-direction: column;
        align-items: center;
        justify-content: center;
        gap: 1.5rem;
        min-height: 100vh;
      `}
    >
      {logo && (
        <img
          src={logo}
          alt=""
          css={css`
            max-width: min(240px, 60vw);
            max-height: 120px;
            object-fit: contain;
          `}
        />
      )}
      <Spinner size="2rem" label="Loading..." />
    </div>
  );
}
