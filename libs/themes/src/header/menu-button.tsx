import { IconButton, MenuIcon, useHydrated } from '@storefront/ui-kit';
import { css } from '@emotion/react';
import { useT } from '@storefront/i18n';
import { useStorefrontTokens } from '../tokens/use-storefront-tokens';
import { onlySmall, waitingForApp } from './header-styles';

/** The small-screen button that opens the menu drawer. */
export function MenuButton({ open, onOpen, color }: { open: boolean; onOpen: () => void; color?: string }) {
  const t = useStorefrontTokens();
  const hydrated = useHydrated();
  const tr = useT();
  return (
    <IconButton
      aria-label={tr('shell.header.menu')}
      aria-haspopup="dialog"
      aria-expanded={open}
      disabled={!hydrated}
      onClick={onOpen}
      css={[
        onlySmall,
        waitingForApp,
        css`
          color: ${color ?? t.look.header.text};
        `,
      ]}
    >
      <MenuIcon />
    </IconButton>
  );
}
