import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteGenericInterface, RouteOptions as FastifyRouteOptions } from 'fastify';
import { type Contract, type ContractOperation, getContract, MULTIPART_TYPE } from './contract';
import { BadRequestError, UnsupportedMediaTypeError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by `route()`: the contract operation this route implements. */
    operationId?: string;
    /** Set by `route()`: the operation is public (`security: []`). */
    isPublic?: boolean;
    /** Set by `route()`: the request content types the contract accepts (for the 415 message). */
    bodyTypes?: string[];
    /** Set by `route()`: the handler answers the same to everyone, so the caller is not looked up. */
    ignoresCaller?: boolean;
  }
}

export interface RouteOptions {
  /** Overrides the server's body limit for this route (registration takes documents: 16 MB). */
  bodyLimit?: number;
  /**
   * The handler never reads `request.ctx` (public catalogue reads): skip the session lookup a signed-in
   * shopper's Authorization header would otherwise cost on every request. Public operations only.
   */
  ignoresCaller?: boolean;
}

export type RouteHandler<T extends RouteGenericInterface> = (
  request: FastifyRequest<T>,
  reply: FastifyReply,
) => Promise<unknown>;

/** Per-file and count limits of multipart bodies. */
const MULTIPART_LIMITS = { fileSize: 2 * 1024 * 1024, files: 5, fields: 50, parts: 60 };

/**
 * Array query parameters are declared with brackets (`category_ids[]`); accept the bare and indexed
 * spellings too (`category_ids=3`, `category_ids[0]=3`) by folding them into the declared name.
 */
function normalizeArrayQuery(request: FastifyRequest, aliases: Record<string, string>): void {
  const query = request.query as Record<string, unknown> | undefined;
  if (!query || typeof query !== 'object') return;
  for (const key of Object.keys(query)) {
    const bare = key.replace(/\[\d*\]$/, '');
    const declaredName = aliases[bare];
    if (!declaredName || declaredName === key) continue;
    query[declaredName] = ([] as unknown[]).concat(query[declaredName] ?? [], query[key] as unknown);
    delete query[key];
  }
}

function contentTypeOf(request: FastifyRequest): string | undefined {
  return request.headers['content-type']?.split(';')[0].trim().toLowerCase() || undefined;
}

/**
 * Fastify validates a per-content-type body only when the request's type is listed; anything else
 * (or no body at all) would pass unchecked, so refuse it here.
 */
function checkBodyContentType(request: FastifyRequest, expected: { types: string[]; required: boolean }): void {
  const type = contentTypeOf(request);
  if (request.body === undefined || request.body === null || !type) {
    if (expected.required) throw new BadRequestError('A request body is required', [{ field: 'body', message: 'body is required' }]);
    return;
  }
  if (!expected.types.includes(type)) throw new UnsupportedMediaTypeError(type, expected.types);
}

/** Busboy throws a plain Error (a 500) on a multipart Content-Type without a boundary: refuse it first. */
async function requireMultipartBoundary(request: FastifyRequest): Promise<void> {
  if (contentTypeOf(request) !== MULTIPART_TYPE) return;
  if (!/;\s*boundary=("[^"]+"|[^;\s]+)/i.test(request.headers['content-type'] ?? '')) {
    throw new BadRequestError('Malformed multipart body: the Content-Type header names no boundary');
  }
}

/**
 * Registers the operation's route: method and path from the contract (prefixed /api/v1), requests
 * validated against its schemas, the contract's success status (e.g. 201) as the default.
 * Multipart bodies are parsed only on the operations that declare them: those routes get their own
 * encapsulated scope with the multipart parser; anywhere else multipart is an unknown type (415).
 */
export function registerContractRoute<T extends RouteGenericInterface = RouteGenericInterface>(
  contract: Contract,
  app: FastifyInstance,
  operationId: string,
  handler: RouteHandler<T>,
  options: RouteOptions = {},
): void {
  const operation = contract.operation(operationId);
  const definition = routeDefinition(contract, operation, handler as RouteHandler<RouteGenericInterface>, options);
  if (!operation.bodyTypes.includes(MULTIPART_TYPE)) {
    app.route(definition);
    return;
  }
  app.register(async (scope) => {
    scope.addHook('onRequest', requireMultipartBoundary);
    await scope.register(multipart, { attachFieldsToBody: 'keyValues', limits: MULTIPART_LIMITS });
    scope.route(definition);
  });
}

function routeDefinition(
  contract: Contract,
  operation: ContractOperation,
  handler: RouteHandler<RouteGenericInterface>,
  options: RouteOptions,
): FastifyRouteOptions {
  const { arrayQueryAliases, bodyContent } = operation;
  if (options.ignoresCaller && !operation.isPublic) {
    throw new Error(`${operation.operationId} needs a signed-in caller: it cannot ignore the caller`);
  }
  const preValidation: ((request: FastifyRequest) => Promise<void>)[] = [];
  if (Object.keys(arrayQueryAliases).length > 0) preValidation.push(async (request) => normalizeArrayQuery(request, arrayQueryAliases));
  if (bodyContent) preValidation.push(async (request) => checkBodyContentType(request, bodyContent));
  return {
    method: operation.method,
    url: operation.url,
    schema: operation.schema,
    validatorCompiler: contract.validatorCompiler,
    config: {
      operationId: operation.operationId,
      isPublic: operation.isPublic,
      bodyTypes: operation.bodyTypes,
      ignoresCaller: options.ignoresCaller === true,
    },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(preValidation.length > 0 ? { preValidation } : {}),
    handler: async (request, reply) => {
      const result = await handler(request, reply);
      if (!reply.sent && reply.statusCode === 200) reply.code(operation.successStatus);
      return result;
    },
  };
}

/**
 * Registers the contract operation `operationId` of libs/sdk/openapi.yaml on `app` with `handler`; see
 * `registerContractRoute`. Throws at start-up when the id is not in the contract.
 */
export function route<T extends RouteGenericInterface = RouteGenericInterface>(
  app: FastifyInstance,
  operationId: string,
  handler: RouteHandler<T>,
  options?: RouteOptions,
): void {
  registerContractRoute<T>(getContract(), app, operationId, handler, options);
}
