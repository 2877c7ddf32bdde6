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

/** Shown while start-up runs: the saved current-app-logo and a spinner. */
export function LoadingScreen({ logo = savedAppLogo() }: { logo?: string | null }) {
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
