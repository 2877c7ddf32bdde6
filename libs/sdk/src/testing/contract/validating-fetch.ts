import { ContractViolationError } from './issues';
import type { ContractValidator } from './validator';

/** A fetch that checks every API response against the contract; its violations are kept too. */
export interface ValidatingFetch {
  (input: RequestInfo | URL, init?: RequestInit): Promise<Response>;
  /** Every violation seen (also thrown, unless `throwOnViolation` is false). */
  readonly violations: ContractViolationError[];
}

export interface ValidatingFetchOptions {
  /** Throw the ContractViolationError from the fetch call (default true). */
  throwOnViolation?: boolean;
}

/**
 * Wraps a fetch so that every response under the contract's base path (`/api/v1`) is validated against
 * the contract: unknown path or method, undeclared status, non-JSON or a body off its schema all fail.
 * `baseFetch` defaults to the global fetch, resolved per call (msw patches it after start-up).
 */
export function validatingFetch(
  validator: ContractValidator,
  baseFetch: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init),
  options: ValidatingFetchOptions = {},
): ValidatingFetch {
  const violations: ContractViolationError[] = [];
  const basePath = validator.operations.basePath;
  const wrapped = async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const url = input instanceof Request ? input.url : String(input);
    const response = await baseFetch(input, init);
    if (basePath && !new URL(url, 'http://localhost').pathname.includes(`${basePath}/`)) return response;
    const text = await response.clone().text();
    let body: unknown = text === '' ? undefined : text;
    try {
      if (text) body = JSON.parse(text);
    } catch {
      // Not JSON: the content-type check below reports it.
    }
    const result = validator.checkResponse({
      method,
      path: url,
      status: response.status,
      body,
      contentType: response.headers.get('content-type') ?? '',
    });
    if (!result.valid) {
      const violation = new ContractViolationError(result.subject, result.issues);
      violations.push(violation);
      if (options.throwOnViolation !== false) throw violation;
    }
    return response;
  };
  return Object.assign(wrapped, { violations });
}
