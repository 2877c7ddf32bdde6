import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useT } from '@storefront/i18n';
import { Spinner } from '../spinner/spinner';
import { useTokens } from '../theme/use-tokens';
import { buttonStyles, type ButtonSize, type ButtonVariant } from './button-styles';

export interface ButtonProps extends ComponentPropsWithoutRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Disables the button and shows a spinner with `loadingLabel` in place of the children. */
  loading?: boolean;
  loadingLabel?: string;
}

/** A button with the theme's look; takes a ref (a dialog focuses its safe choice). */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    fullWidth = false,
    loading = false,
    loadingLabel,
    type = 'button',
    disabled,
    children,
    ...rest
  },
  ref,
) {
  const tr = useT();
  const tokens = useTokens();
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      css={buttonStyles(tokens, variant, size, fullWidth)}
      {...rest}
    >
      {loading ? (
        <>
          <Spinner />
          <span>{loadingLabel ?? tr('shell.ui.loading')}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
});
