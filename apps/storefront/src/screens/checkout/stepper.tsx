import { css } from '@emotion/react';
import { CHECKOUT_STEPS, type CheckoutStep } from '@storefront/domain';
import { useT, type MessageId } from '@storefront/i18n';
import { useTokens } from '@storefront/ui-kit';

/** Each step's name, translated where it is shown. */
export const STEP_LABELS: Record<CheckoutStep, MessageId> = {
  auth: 'checkout.steps.auth',
  address: 'checkout.steps.address',
  payment: 'checkout.steps.payment',
};

/** The three steps, the current one marked for assistive technology (aria-current="step"). */
export function CheckoutStepper({ current }: { current: CheckoutStep }) {
  const t = useTokens();
  const tr = useT();
  return (
    <nav aria-label={tr('checkout.steps.label')} css={{ marginBottom: t.space.lg }}>
      <ol
        css={css`
          display: flex;
          flex-wrap: wrap;
          gap: ${t.space.sm} ${t.space.lg};
          margin: 0;
          padding: 0;
          list-style: none;
          counter-reset: step;
          & li::before {
            counter-increment: step;
            content: counter(step) '. ';
          }
        `}
      >
        {CHECKOUT_STEPS.map((s) => (
          <li
            key={s}
            aria-current={s === current ? 'step' : undefined}
            css={{ fontWeight: s === current ? t.fontWeights.bold : undefined, color: s === current ? t.colors.text : t.colors.muted }}
          >
            {tr(STEP_LABELS[s])}
          </li>
        ))}
      </ol>
    </nav>
  );
}
