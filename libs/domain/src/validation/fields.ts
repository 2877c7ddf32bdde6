import { z } from 'zod';
import type { TextLimit } from './limits';

/** Form libraries send `undefined`, `null` or `''` for an untouched field: all three mean "empty". */
function emptyToUndefined(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

/** A trimmed string, no longer than `limit` when one is given. */
function trimmedText(error?: string, limit?: TextLimit) {
  const text = z.string(error === undefined ? undefined : { error }).trim();
  return limit ? text.max(limit.max, limit.message) : text;
}

/**
 * A required text field: missing, blank or non-string input all give `message`; the value is trimmed and,
 * with a `limit`, no longer than it.
 */
export function requiredText(message: string, limit?: TextLimit) {
  return z.preprocess(emptyToUndefined, trimmedText(message, limit));
}

/**
 * A required secret (password): missing or empty gives `message`; the value is kept as typed,
 * spaces included, and with a `limit` no longer than it.
 */
export function requiredSecret(message: string, limit?: TextLimit) {
  const secret = z.string({ error: message });
  return z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    limit ? secret.max(limit.max, limit.message) : secret,
  );
}

/** An optional text field: empty becomes `undefined`, anything else is trimmed (and kept within `limit`). */
export function optionalText(limit?: TextLimit) {
  return z.preprocess(emptyToUndefined, trimmedText(undefined, limit).optional());
}

/** An optional text field that must match `pattern` when filled (and stay within `limit`). */
export function optionalPattern(pattern: RegExp, message: string, limit?: TextLimit) {
  return z.preprocess(emptyToUndefined, trimmedText(message, limit).regex(pattern, message).optional());
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
export function newPassword(requiredMessage: string, tooShortMessage: string, limit?: TextLimit) {
  return requiredSecret(requiredMessage, limit).refine((value) => value.length >= MIN_PASSWORD_LENGTH, tooShortMessage);
}
