import type { z } from 'zod';
import { config as zodConfig } from 'zod/v4/core';

/*
 * The storefront runs under a Content-Security-Policy without 'unsafe-eval' (apps/api/src/web/security-headers.ts).
 * zod probes `new Function` on its first parse to decide whether to compile faster parsers; the browser refuses
 * the probe and reports a `securitypolicyviolation`, even though zod catches the error. `jitless` skips the
 * probe (zod interprets instead, which costs a form nothing a shopper notices). Set here, beside the validator
 * every form builds first, so zod stays out of the home route's first load (a module imported by main.tsx
 * would pull zod into the entry chunk).
 */
zodConfig({ jitless: true });

/** Field errors in the shape react-final-form expects: field name to its first message. */
export type FormErrors = Record<string, string>;

/**
 * Turns a zod parse result into `{ field: message }`, keeping the first message of each field.
 * Nested paths are joined with dots ("address.city"); issues about the whole form are dropped.
 */
export function toFormErrors(result: z.ZodSafeParseResult<unknown>): FormErrors {
  const errors: FormErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    if (issue.path.length === 0) continue;
    const field = issue.path.map(String).join('.');
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/**
 * A react-final-form `validate` function built from a zod schema: returns `{}` when the values are valid.
 */
export function formValidator(schema: z.ZodType): (values: unknown) => FormErrors {
  return (values) => toFormErrors(schema.safeParse(values ?? {}));
}
