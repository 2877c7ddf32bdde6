import type { ErrorObject } from 'ajv';

/** One failed check: where in the body (a JSON pointer) and what is wrong. */
export interface ContractIssue {
  /** JSON pointer into the body (`/data/0/price_with_tax`); `''` is the body itself. */
  pointer: string;
  message: string;
  /** The JSON Schema keyword that failed, or `operation` / `status` / `body` for a lookup failure. */
  keyword: string;
}

/** A response (or fixture) that does not match the contract. The message lists every failed pointer. */
export class ContractViolationError extends Error {
  override readonly name = 'ContractViolationError';

  constructor(
    /** What was checked, e.g. `GET /api/v1/products/5 -> 200 (getProduct)`. */
    readonly subject: string,
    readonly issues: ContractIssue[],
  ) {
    super(formatViolation(subject, issues));
  }
}

/** Readable text: the subject, then one line per failed JSON pointer. */
export function formatViolation(subject: string, issues: ContractIssue[]): string {
  const lines = issues.map((issue) => `  ${issue.pointer || '(body)'}: ${issue.message} [${issue.keyword}]`);
  return [`Contract violation: ${subject}`, ...lines].join('\n');
}

function describe(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `must have required property '${String(params.missingProperty)}'`;
    case 'additionalProperties':
      return `must not have property '${String(params.additionalProperty)}'`;
    case 'enum':
      return `must be one of ${JSON.stringify(params.allowedValues)}`;
    default:
      return error.message ?? 'is invalid';
  }
}

/** ajv errors as issues; `anyOf`/`oneOf` summaries are kept only when nothing more precise was said. */
export function issuesFromAjv(errors: ErrorObject[] | null | undefined): ContractIssue[] {
  const all = errors ?? [];
  const precise = all.filter((e) => e.keyword !== 'anyOf' && e.keyword !== 'oneOf' && e.keyword !== 'if');
  const chosen = precise.length > 0 ? precise : all;
  const seen = new Set<string>();
  const issues: ContractIssue[] = [];
  for (const error of chosen) {
    const issue = { pointer: error.instancePath, message: describe(error), keyword: error.keyword };
    const key = `${issue.pointer} ${issue.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push(issue);
  }
  return issues;
}

/** A field error of the error envelope (`{ field, message }`), as the reference API words it. */
export interface FieldIssue {
  field: string;
  message: string;
}

/**
 * Request validation issues as the error envelope's `errors`: `/items/0/quantity` becomes
 * `items.0.quantity`; a missing or extra property names itself.
 */
export function fieldIssuesFromAjv(errors: ErrorObject[] | null | undefined, part: string): FieldIssue[] {
  const seen = new Set<string>();
  const out: FieldIssue[] = [];
  for (const error of errors ?? []) {
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf' || error.keyword === 'if') continue;
    const params = error.params as Record<string, unknown>;
    const base = error.instancePath.split('/').filter(Boolean).join('.');
    const child = (params.missingProperty ?? params.additionalProperty) as string | undefined;
    const field = (child ? (base ? `${base}.${child}` : child) : base) || part;
    let message: string;
    if (error.keyword === 'required') message = `${field} is required`;
    else if (error.keyword === 'additionalProperties') message = `${field} is not allowed`;
    else if (error.keyword === 'enum') message = `${field} must be one of: ${(params.allowedValues as unknown[]).join(', ')}`;
    else message = `${field} ${error.message ?? 'is invalid'}`;
    if (seen.has(message)) continue;
    seen.add(message);
    out.push({ field, message });
  }
  return out;
}
