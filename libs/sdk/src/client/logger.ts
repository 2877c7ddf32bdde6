import type { Middleware } from 'openapi-fetch';
import type { OperationId } from '../generated/operations';
import { redactedHeaders } from './headers';
import { operationAt } from './routes';

/**
 * One request as the debug log shows it. Token headers are redacted; the query string is left out.
 * @inline
 */
export interface SdkRequestLog {
  /** The contract operation, e.g. `addCartItem` (null for a path the contract does not name). */
  operation: OperationId | null;
  method: string;
  /** The URL path the request went to, e.g. `/api/v1/orders/42`. */
  path: string;
  /** HTTP status; 0 when no response arrived (network failure or abort). */
  status: number;
  /** From the request leaving the SDK to its response (or failure), in milliseconds. */
  durationMs: number;
  /** The request headers, `Authorization` and `CartAuthorization` shown as `[redacted]`. */
  headers: Record<string, string>;
  /** Why no response arrived, when none did. */
  failure?: string;
}

/**
 * Where the SDK writes its debug log, one call per request. `console` is one; so is any logger with a
 * `debug(message, entry)` method.
 * @inline
 */
export interface SdkLogger {
  debug(message: string, entry: SdkRequestLog): void;
}

/** The log line of a request: `GET /api/v1/carts (getCart) 200 in 12 ms`. */
export function formatRequestLog({ method, path, operation, status, durationMs, failure }: SdkRequestLog): string {
  const outcome = failure ? `failed (${failure})` : String(status);
  return `[storefront-sdk] ${method} ${path} (${operation ?? 'unknown operation'}) ${outcome} in ${Math.round(durationMs)} ms`;
}

function describeFailure(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/**
 * Logs every request once it has answered or failed. Installed after the token middleware, so the
 * headers it sees are the ones sent, which is why it redacts them. A logger that throws never fails a call.
 */
export function loggingMiddleware(logger: SdkLogger, now: () => number = () => performance.now()): Middleware {
  const started = new Map<string, number>();

  function log(request: Request, schemaPath: string, id: string, status: number, failure?: string) {
    const start = started.get(id) ?? now();
    started.delete(id);
    const entry: SdkRequestLog = {
      operation: operationAt(request.method, schemaPath)?.operation ?? null,
      method: request.method,
      path: new URL(request.url).pathname,
      status,
      durationMs: now() - start,
      headers: redactedHeaders(request.headers),
      ...(failure === undefined ? {} : { failure }),
    };
    try {
      logger.debug(formatRequestLog(entry), entry);
    } catch {
      // Logging is a debugging aid: it must not change what the call answers.
    }
  }

  return {
    onRequest({ id }) {
      started.set(id, now());
      return undefined;
    },
    onResponse({ request, response, schemaPath, id }) {
      log(request, schemaPath, id, response.status);
      return undefined;
    },
    onError({ request, error, schemaPath, id }) {
      log(request, schemaPath, id, 0, describeFailure(error));
      return undefined;
    },
  };
}
