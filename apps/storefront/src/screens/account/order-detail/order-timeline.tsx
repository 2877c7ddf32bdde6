import { css } from '@emotion/react';
import { orderTimeline, type TimelineStep } from '@storefront/domain';
import type { Order } from '@storefront/sdk';
import { useT } from '@storefront/i18n';
import { useTokens } from '@storefront/ui-kit';
import { sectionTitleStyles } from '../../shared/styles';
import { useOrderStatusLabel } from '../order-status-label';
import { useFormatDate } from '../use-formats';

/** The status history as a timeline: steps reached (with when), then the steps still ahead. */
export function OrderTimeline({ order }: { order: Order }) {
  return <StatusTimeline steps={orderTimeline(order.status_history, order.status)} titleId="order-timeline-title" />;
}

/** Timeline steps under an "Order status" heading (the order page, and Track order). */
export function StatusTimeline({ steps, titleId }: { steps: readonly TimelineStep[]; titleId: string }) {
  const t = useTokens();
  const tr = useT();
  const statusLabel = useOrderStatusLabel();
  const formatDate = useFormatDate();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} css={sectionTitleStyles(t)}>
        {tr('account.order.statusTitle')}
      </h2>
      <ol css={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {steps.map((step, index) => (
          <li
            key={`${step.status}-${index}`}
            aria-current={step.state === 'current' ? 'step' : undefined}
            css={css`
              position: relative;
              padding: 0 0 ${t.space.md} ${t.space.xl};
              color: ${step.state === 'upcoming' ? t.colors.muted : 'inherit'};
              &::before {
                content: '';
                position: absolute;
                left: 4px;
                top: 4px;
                width: 12px;
                height: 12px;
                border-radius: 50%;
                border: 2px solid ${t.colors.primary};
                background: ${step.state === 'upcoming' ? 'transparent' : t.colors.primary};
              }
            `}
          >
            <strong>{statusLabel(step.status)}</strong>
            {step.at && (
              <>
                {' · '}
                <time dateTime={step.at}>{formatDate(step.at, true)}</time>
              </>
            )}
            {step.state === 'upcoming' && <span>{tr('account.order.pendingStep')}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
