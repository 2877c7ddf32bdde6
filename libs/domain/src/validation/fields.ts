import { z } from 'zod';

/** Form libraries send `undefined`, `null` or `''` for an untouched field: all three mean "empty". */
function emptyToUndefined(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

/**
 * A required text field: missing, blank or non-string input all give `message`; the value is trimmed.
 */
export function requiredText(message: string) {
  return z.preprocess(emptyToUndefined, z.string({ error: message }).trim());
}

/**
 * A required secret (password): missing or empty gives `message`; the value is kept as typed,
 * spaces included.
 */
export function requiredSecret(message: string) {
  return z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    z.string({ error: message }),
  );
}

/** An optional text field: empty becomes `undefined`, anything else is trimmed. */
export function optionalText() {
  return z.preprocess(emptyToUndefined, z.string().trim().optional());
}

/** An optional text field that must match `pattern` when filled. */
export function optionalPattern(pattern: RegExp, message: string) {
  return z.preprocess(emptyToUndefined, z.string({ error: message }).trim().regex(pattern, message).optional());
}

/** A required choice among `options`: missing or unknown values give `message`. */
export function requiredChoice<const T extends readonly [string, ...string[]]>(options: T, message: string) {
  return z.preprocess(emptyToUndefined, z.enum(options, { error: message }));
}

/** An optional choice among `options`: empty becomes `undefined`, an unknown value gives `message`. */
export function optionalChoice<const T extends readonly [string, ...string[]]>(options: T, message: string) {
  return z.preprocess(emptyToUndefined, z.enum(options, { error: message }).optional());
}

/** Shortest password the API accepts at registration and reset. */
export const MIN_PASSWORD_LENGTH = 6;

/** A new password (registration, reset): required, then at least 6 characters. */
export function newPassword(requiredMessage: string, tooShortMessage: string) {
  return requiredSecret(requiredMessage).refine((value) => value.length >= MIN_PASSWORD_LENGTH, tooShortMessage);
}
