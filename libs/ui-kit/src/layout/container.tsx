import { css } from '@emotion/react';
import type { ComponentPropsWithoutRef } from 'react';
import { CONTAINER_MAX_WIDTHS, type Breakpoint } from '../defaults';
import { createMq } from '../theme/mq';
import { useTokens } from '../theme/use-tokens';

export interface ContainerProps extends ComponentPropsWithoutRef<'div'> {
  /** Stretch to the full width at every size. */
  fluid?: boolean;
  maxWidths?: Readonly<Record<Breakpoint, number>>;
}

/** Centred page-width wrapper whose max width steps up at each breakpoint. */
export function Container({ fluid = false, maxWidths = CONTAINER_MAX_WIDTHS, ...rest }: ContainerProps) {
  const tokens = useTokens();
  const mq = createMq(tokens.breakpoints);
  const steps = fluid
    ? null
    : (Object.keys(maxWidths) as Breakpoint[]).map(
        (bp) => css`
          ${mq[bp]} {
            max-width: ${maxWidths[bp]}px;
          }
        `,
      );
  return (
    <div
      css={[
        css`
          width: 100%;
          margin-inline: auto;
          padding-inline: ${tokens.space.md};
        `,
        steps,
      ]}
      {...rest}
    />
  );
}
