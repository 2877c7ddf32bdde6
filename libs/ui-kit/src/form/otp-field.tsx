import { TextField, type TextFieldProps } from './text-field';

export type OtpFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'parse' | 'endAdornment' | 'maxLength'> & {
  /** How many digits a code has: the domain's OTP_LENGTH (a business rule, so the caller passes it). */
  maxLength: number;
};

/** A one-time-code input: digits only, at most `maxLength` of them, with the phone keypad and SMS autofill. */
export function OtpField({
  maxLength,
  autoComplete = 'one-time-code',
  style,
  ...props
}: OtpFieldProps) {
  return (
    <TextField
      {...props}
      type="text"
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete={autoComplete}
      maxLength={maxLength}
      parse={(value) => (value ?? '').replace(/\D/g, '').slice(0, maxLength)}
      style={{ letterSpacing: '0.4em', ...style }}
    />
  );
}
