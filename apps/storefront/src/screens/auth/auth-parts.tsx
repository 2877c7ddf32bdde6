import { css } from '@emotion/react';
import type { AuthRoute, AuthTab } from '@storefront/domain';
import { useT, useTranslateMessage } from '@storefront/i18n';
import { Button, ChevronLeftIcon, IconButton, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useStores } from '../../stores';

/** Moves the auth forms to another sub-route, starting its steps afresh. */
export function useAuthNavigation(): (route: AuthRoute) => void {
  const { ui, auth } = useStores();
  return (route) => {
    auth.codes.reset();
    ui.setAuthRoute(route);
  };
}

/** A form's heading; the modal names itself after the same words. */
export function FormHeading({ id, children }: { id: string; children: ReactNode }) {
  const t = useTokens();
  return (
    <h2 id={id} css={{ margin: `0 0 ${t.space.md}`, fontSize: t.fontSizes.xl, fontFamily: t.fonts.heading }}>
      {children}
    </h2>
  );
}

/** A message the form announces at once (a failed request's reason). */
export function FormAlert({ message }: { message: string | null | undefined }) {
  const t = useTokens();
  const translate = useTranslateMessage();
  if (!message) return null;
  return (
    <p
      role="alert"
      css={{
        margin: `0 0 ${t.space.md}`,
        padding: t.space.sm,
        borderRadius: t.radii.md,
        border: `1px solid ${t.colors.danger}`,
        color: t.colors.danger,
        background: t.colors.surface,
      }}
    >
      {translate(message)}
    </p>
  );
}

/** A text button that moves between the auth forms (Register, Forgot password?, Login with OTP...). */
export function AuthLink({ to, children }: { to: AuthRoute; children: ReactNode }) {
  const go = useAuthNavigation();
  return (
    <Button variant="link" onClick={() => go(to)}>
      {children}
    </Button>
  );
}

/** The back arrow of a multi-step form: to the previous step, or to another form from step 1. */
export function BackArrow({ label, tab, route }: { label: string; tab?: AuthTab; route?: AuthRoute }) {
  const { auth } = useStores();
  const go = useAuthNavigation();
  return (
    <IconButton aria-label={label} onClick={() => (route ? go(route) : tab && auth.codes.back(tab))}>
      <ChevronLeftIcon />
    </IconButton>
  );
}

/** A heading row with the back arrow before it. */
export function StepHeader({ id, title, back }: { id: string; title: string; back: ReactNode }) {
  const t = useTokens();
  return (
    <div
      css={css`
        display: flex;
        align-items: center;
        gap: ${t.space.sm};
        margin-bottom: ${t.space.sm};
        & h2 {
          margin: 0;
        }
      `}
    >
      {back}
      <FormHeading id={id}>{title}</FormHeading>
    </div>
  );
}

/** The links under a form, wrapped on small screens. */
export function FormLinks({ children }: { children: ReactNode }) {
  const t = useTokens();
  return (
    <div
      css={css`
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        justify-content: space-between;
        gap: ${t.space.xs} ${t.space.md};
        margin-top: ${t.space.md};
      `}
    >
      {children}
    </div>
  );
}

/** "Resend OTP", offered once the countdown after the last send has run out. */
export const ResendCode = observer(function ResendCode() {
  const { auth } = useStores();
  const tr = useT();
  const { codes } = auth;
  const waiting = codes.resendSeconds > 0;
  return (
    <Button variant="link" disabled={waiting || codes.loading} onClick={() => void codes.resend()}>
      {waiting ? tr('account.auth.resendIn', { seconds: codes.resendSeconds }) : tr('account.auth.resend')}
    </Button>
  );
});
