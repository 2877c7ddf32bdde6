/**
 * The longest text each form field accepts. They are the API contract's `maxLength` for the same field
 * (libs/sdk/openapi.yaml), so a form never lets through what the server answers with a 400;
 * `contract-limits.spec.ts` fails when the two drift apart.
 */
export const FIELD_MAX_LENGTHS = {
  name: 100,
  email: 254,
  password: 128,
  contactSubject: 150,
  contactMessage: 2000,
  businessName: 150,
  gstState: 100,
  gstAddress: 500,
} as const;

/** A field's longest accepted text and what the form says beyond it. */
export interface TextLimit {
  max: number;
  message: string;
}

/** The limit of a field named `label` in its message ("subject must be at most 150 characters"). */
export function textLimit(label: string, max: number): TextLimit {
  return { max, message: `${label} must be at most ${max} characters` };
}
