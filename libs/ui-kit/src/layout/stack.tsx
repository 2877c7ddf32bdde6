import { css } from '@emotion/react';
import type { CSSProperties, ComponentPropsWithoutRef } from 'react';
import type { ThemeTokens } from '../theme/tokens';
import { useTokens } from '../theme/use-tokens';

type Space = keyof ThemeTokens['space'];

export interface StackProps extends ComponentPropsWithoutRef<'div'> {
  /** A spacing token or any CSS length. */
  gap?: Space | (string & {});
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
}

export interface RowProps extends StackProps {
  wrap?: boolean;
}

const resolveGap = (tokens: ThemeTokens, gap: StackProps['gap']) =>
  gap === undefined ? tokens.space.md : (tokens.space[gap as Space] ?? gap);

/** Children laid out top to bottom with an even gap. */
export function Stack({ gap, align, justify, ...rest }: StackProps) {
  const tokens = useTokens();
  return (
    <div
      css={css`
        display: flex;
        flex-direction: column;
        gap: ${resolveGap(tokens, gap)};
        align-items: ${align ?? 'stretch'};
        justify-content: ${justify ?? 'flex-start'};
      `}
      {...rest}
    />
  );
}

/** Children laid out side by side with an even gap, optionally wrapping. */
export function Row({ gap, align, justify, wrap = false, ...rest }: RowProps) {
  const tokens = useTokens();
  return (
    <div
      css={css`
        display: flex;
        flex-direction: row;
        flex-wrap: ${wrap ? 'wrap' : 'nowrap'};
        gap: ${resolveGap(tokens, gap)};
        align-items: ${align ?? 'center'};
        justify-content: ${justify ?? 'flex-start'};
      `}
      {...rest}
    />
  );
}
