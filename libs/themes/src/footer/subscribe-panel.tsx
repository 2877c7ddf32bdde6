import { css } from '@emotion/react';
import { useT, type ShellMessageId } from '@storefront/i18n';
import type { FooterModel } from '../models/footer-model';
import { useStorefrontTokens } from '../tokens/use-storefront-tokens';
import { LazySubscribeForm } from './lazy-subscribe-form';
import type { SubscribeFormProps } from './subscribe-form-props';

export interface SubscribePanelProps extends Pick<SubscribeFormProps, 'tone' | 'layout'> {
  model: Pick<FooterModel, 'onSubscribe' | 'subscribeText'>;
  /** The panel's heading; "Newsletter" when not given. */
  titleId?: ShellMessageId;
  align?: 'start' | 'center';
}

/**
 * A heading, the subscriber line ("Join now 55,000 people getting our emails") and the subscribe form,
 * whose code loads when the footer nears the viewport (see `LazySubscribeForm`).
 */
export function SubscribePanel({ model, titleId = 'shell.footer.newsletter', align = 'start', tone, layout }: SubscribePanelProps) {
  const t = useStorefrontTokens();
  const tr = useT();
  return (
    <section
      aria-label={tr('shell.footer.newsletter')}
      css={css`
        display: flex;
        flex-direction: column;
        align-items: ${align === 'center' ? 'center' : 'stretch'};
        gap: ${t.space.sm};
        text-align: ${align === 'center' ? 'center' : 'left'};
        & > form,
        & > [data-subscribe-placeholder] {
          max-width: 520px;
        }
      `}
    >
      <h2
        css={css`
          margin: 0;
          font-family: ${t.fonts.heading};
          font-size: ${t.fontSizes.xl};
        `}
      >
        {tr(titleId)}
      </h2>
      <p css={css`margin: 0;`}>{model.subscribeText ?? tr('shell.footer.subscriberCount')}</p>
      <LazySubscribeForm onSubscribe={model.onSubscribe} tone={tone} layout={layout} />
    </section>
  );
}
