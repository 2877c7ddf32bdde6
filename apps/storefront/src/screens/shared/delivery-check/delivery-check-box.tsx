import { css } from '@emotion/react';
import { useT, useTranslateMessage } from '@storefront/i18n';
import { Button, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { deliveryProblem, type DeliveryContext } from '../../../stores';
import { DeliveryAnswerLines } from './delivery-answer-view';
import { PINCODE_LENGTH, useDeliveryCheck } from './use-delivery-check';

export interface DeliveryCheckBoxProps extends DeliveryContext {
  /** The heading's level where the box sits (2 on the product page, 3 in the cart drawer). */
  headingLevel?: 2 | 3;
}

/**
 * "Check delivery": a pincode box and "Check" (Enter works), checked also once six digits are typed.
 * The place, "Delivery by ..." and cash on delivery are read out from a status region; a pincode that is
 * malformed, unknown or not served is announced as an alert and described on the box. For a product the
 * cash-on-delivery limit is judged on its price, else on the cart's total.
 */
export const DeliveryCheckBox = observer(function DeliveryCheckBox({ productId, headingLevel = 2 }: DeliveryCheckBoxProps) {
  const t = useTokens();
  const tr = useT();
  const translateMessage = useTranslateMessage();
  const { value, answer, change, submit } = useDeliveryCheck({ productId });
  const headingId = useId();
  const inputId = useId();
  const problemId = useId();
  const problem = deliveryProblem(answer);
  const Heading = `h${headingLevel}` as const;

  return (
    <section
      aria-labelledby={headingId}
      css={css`
        padding: ${t.space.md};
        border: 1px solid ${t.colors.border};
        border-radius: ${t.radii.md};
      `}
    >
      <Heading
        id={headingId}
        css={{ margin: `0 0 ${t.space.sm}`, fontSize: t.fontSizes.md, lineHeight: t.lineHeights.tight, fontWeight: t.fontWeights.medium }}
      >
        {tr('shell.delivery.title')}
      </Heading>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={inputId} css={{ display: 'block', fontSize: t.fontSizes.sm, lineHeight: t.lineHeights.normal, marginBottom: 4 }}>
          {tr('shell.delivery.pincode')}
        </label>
        <div css={{ display: 'flex', gap: t.space.sm }}>
          <input
            id={inputId}
            name="pincode"
            value={value}
            inputMode="numeric"
            maxLength={PINCODE_LENGTH}
            autoComplete="postal-code"
            aria-invalid={problem && answer?.status === 'failed' ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => change(event.target.value)}
            css={css`
              flex: 1;
              min-width: 0;
              max-width: 12rem;
              min-height: 44px;
              padding: ${t.space.sm} ${t.space.md};
              border: 1px solid ${t.colors.border};
              border-radius: ${t.radii.md};
              background: ${t.colors.background};
              color: ${t.colors.text};
              font: inherit;
              letter-spacing: 0.05em;
            `}
          />
          <Button type="submit" variant="secondary">
            {tr('shell.delivery.check')}
          </Button>
        </div>
      </form>
      <div role="status" css={{ display: 'grid', gap: 2, marginTop: answer ? t.space.sm : 0 }}>
        <DeliveryAnswerLines answer={answer} />
      </div>
      <p id={problemId} role="alert" css={{ margin: problem ? `${t.space.xs} 0 0` : 0, color: t.colors.danger }}>
        {problem && translateMessage(problem)}
      </p>
    </section>
  );
});
