import { css } from '@emotion/react';
import { MIN_QUANTITY, nextQuantity } from '@storefront/domain';
import { useT, useTranslateMessage } from '@storefront/i18n';
import { IconButton, MinusIcon, PlusIcon, useTokens } from '@storefront/ui-kit';
import { useId, useState } from 'react';

export interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  stockQty: number;
  backOrder: boolean;
  disabled?: boolean;
}

/** Quantity with - and + (never below 1; not beyond stock unless back order, with the spec's message). */
export function QuantityStepper({ value, onChange, stockQty, backOrder, disabled }: QuantityStepperProps) {
  const t = useTokens();
  const tr = useT();
  const translateMessage = useTranslateMessage();
  const id = useId();
  const [message, setMessage] = useState<string | null>(null);

  const step = (delta: number) => {
    const result = nextQuantity({ current: value, delta, stockQty, backOrder });
    if (result.ok) {
      setMessage(null);
      onChange(result.quantity);
    } else {
      setMessage(result.message ?? null);
    }
  };

  return (
    <div>
      <label htmlFor={id} css={{ display: 'block', marginBottom: t.space.xs, fontWeight: t.fontWeights.medium }}>
        {tr('browse.qty.label')}
      </label>
      <div css={{ display: 'inline-flex', alignItems: 'center', gap: t.space.xs }}>
        <IconButton
          aria-label={tr('browse.qty.less')}
          variant="secondary"
          size="sm"
          disabled={disabled || value <= MIN_QUANTITY}
          onClick={() => step(-1)}
        >
          <MinusIcon />
        </IconButton>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          readOnly
          value={value}
          aria-describedby={message ? `${id}-message` : undefined}
          css={css`
            width: 3.5rem;
            min-height: 36px;
            border: 1px solid ${t.colors.border};
            border-radius: ${t.radii.sm};
            background: ${t.colors.background};
            color: ${t.colors.text};
            font: inherit;
            text-align: center;
            &:focus-visible {
              outline: 2px solid ${t.colors.primary};
              outline-offset: 2px;
            }
          `}
        />
        <IconButton aria-label={tr('browse.qty.more')} variant="secondary" size="sm" disabled={disabled} onClick={() => step(1)}>
          <PlusIcon />
        </IconButton>
      </div>
      {message && (
        <p id={`${id}-message`} role="alert" css={{ margin: `${t.space.xs} 0 0`, color: t.colors.danger, fontSize: t.fontSizes.sm }}>
          {translateMessage(message)}
        </p>
      )}
    </div>
  );
}
