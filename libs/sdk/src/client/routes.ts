import { operations, type OperationId, type TokenPolicy } from '../generated/operations';

/** A contract operation as a request reaches the middleware: its id and token policy. */
export interface RouteOperation {
  operation: OperationId;
  tokens: TokenPolicy;
}

const byRoute = new Map<string, RouteOperation>(
  (Object.entries(operations) as [OperationId, (typeof operations)[OperationId]][]).map(([operation, op]) => [
    `${op.method.toUpperCase()} ${op.path}`,
    { operation, tokens: op.tokens },
  ]),
);

/** The contract operation of a request, from its method and openapi-fetch's `schemaPath` (`/orders/{id}`). */
export function operationAt(method: string, schemaPath: string): RouteOperation | null {
  return byRoute.get(`${method.toUpperCase()} ${schemaPath}`) ?? null;
}
