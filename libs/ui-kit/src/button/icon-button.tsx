import { css } from '@emotion/react';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { madeOnce, perTokens } from '../theme/made-once';
import type { ThemeTokens } from '../theme/tokens';
import { useTokens } from '../theme/use-tokens';
import { buttonStyles, type ButtonSize, type ButtonVariant } from './button-styles';

export interface IconButtonProps extends Omit<ComponentPropsWithoutRef<'button'>, 'aria-label'> {
  /** Required: an icon alone says nothing to a screen reader. */
  'aria-label': string;
  variant?: Exclude<ButtonVariant, 'link'>;
  size?: ButtonSize;
}

const squares = { sm: '32px', md: '40px', lg: '48px' };

const iconButtonLooks = perTokens((t: ThemeTokens) =>
  madeOnce((variant: Exclude<ButtonVariant, 'link'>, size: ButtonSize) =>
    css([
      buttonStyles(t, variant, size, false),
      css`
        position: relative;
        width: ${squares[size]};
        min-width: ${squares[size]};
        padding: 0;
        border-radius: ${t.radii.round};
      `,
    ]),
  ),
);

/** A square button that shows only an icon. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { variant = 'ghost', size = 'md', type = 'button', ...rest },
  ref,
) {
  const tokens = useTokens();
  return (
    <button
      ref={ref}
      type={type}
      css={iconButtonLooks(tokens)(variant, size)}
      {...rest}
    />
  );
});
