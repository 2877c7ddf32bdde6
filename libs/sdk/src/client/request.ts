import type { operations } from '../generated/schema';
import type { OperationId } from '../generated/operations';
import { errorFromFailure, errorFromResponse } from './errors';

/** The JSON request body of an operation. */
export type JsonBody<K extends keyof operations> = operations[K] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;

/** The query parameters of an operation. */
export type QueryOf<K extends keyof operations> = NonNullable<operations[K]['parameters']['query']>;

/** The 200 (or 201) JSON body of an operation: `{ data, meta }`. */
export type SuccessBody<K extends keyof operations> = operations[K]['responses'] extends infer R
  ? R extends { 200: { content: { 'application/json': infer B } } }
    ? B
    : R extends { 201: { content: { 'application/json': infer B } } }
      ? B
      : never
  : never;

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * Runs one contract call and returns its `{ data, meta }` body; any status outside 200-299, or no response
 * at all, becomes an SdkError (the single error path of the SDK).
 */
export async function request<T>(operation: OperationId, send: () => Promise<FetchResult<T>>): Promise<T> {
  let result: FetchResult<T>;
  try {
    result = await send();
  } catch (cause) {
    throw errorFromFailure(operation, cause);
  }
  const { response } = result;
  if (response.status < 200 || response.status > 299 || result.error !== undefined) {
    throw errorFromResponse(operation, response.status, result.error);
  }
  return result.data as T;
}
