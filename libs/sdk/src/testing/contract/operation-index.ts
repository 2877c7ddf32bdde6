import {
  HTTP_METHODS,
  type ContractOperation,
  type ContractParameter,
  type HttpMethod,
  type JsonSchema,
  type OpenApiDocument,
} from './openapi-types';

/** Resolves an internal `#/...` pointer in the document. */
export function resolvePointer(document: OpenApiDocument, ref: string): JsonSchema {
  if (!ref.startsWith('#/')) throw new Error(`Only internal $refs are supported, got "${ref}"`);
  let node: JsonSchema = document;
  for (const raw of ref.slice(2).split('/')) {
    node = node?.[raw.replace(/~1/g, '/').replace(/~0/g, '~')];
    if (node === undefined) throw new Error(`Unresolvable $ref "${ref}" in the contract`);
  }
  return node;
}

/** Follows `$ref`s of OpenAPI objects; answers the object and the pointer it lives at. */
function deref(document: OpenApiDocument, node: JsonSchema, pointer: string): { node: JsonSchema; pointer: string } {
  let current = { node, pointer };
  for (let hops = 0; typeof current.node?.$ref === 'string'; hops++) {
    if (hops > 20) throw new Error(`$ref cycle at ${current.node.$ref}`);
    const ref: string = current.node.$ref;
    current = { node: resolvePointer(document, ref), pointer: ref };
  }
  return current;
}

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

interface CompiledTemplate {
  operation: ContractOperation;
  regex: RegExp;
  names: string[];
  /** More literal segments win: `/orders/my_orders` beats `/orders/{id}`. */
  literalSegments: number;
}

/** A request path matched to a contract operation, with its raw path parameters. */
export interface MatchedOperation {
  operation: ContractOperation;
  pathParams: Record<string, string>;
}

/** Every operation of the contract, findable by id or by a concrete request. */
export class OperationIndex {
  readonly byId = new Map<string, ContractOperation>();
  private readonly templates: CompiledTemplate[] = [];
  /** The server base path (`/api/v1`), stripped from request paths. */
  readonly basePath: string;

  constructor(readonly document: OpenApiDocument) {
    this.basePath = (document.servers?.[0]?.url ?? '').replace(/\/$/, '');
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of HTTP_METHODS) {
        const raw = item?.[method];
        if (!raw) continue;
        const operation = this.describe(path, method, item, raw);
        this.byId.set(operation.operationId, operation);
        const names: string[] = [];
        const pattern = path
          .split('/')
          .map((segment) => {
            const param = /^\{([^}]+)\}$/.exec(segment);
            if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
            names.push(param[1]);
            return '([^/]+)';
          })
          .join('/');
        this.templates.push({
          operation,
          regex: new RegExp(`^${pattern}$`),
          names,
          literalSegments: path.split('/').filter((s) => s && !s.startsWith('{')).length,
        });
      }
    }
    this.templates.sort((a, b) => b.literalSegments - a.literalSegments);
  }

  /**
   * The contract-relative path of a request: origin, query and the server base (`/api/v1`, wherever it
   * sits in the path) removed. Templates (`/products/{id}`) pass through unchanged.
   */
  relativePath(pathOrUrl: string): string {
    let path = pathOrUrl;
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path)) path = new URL(path).pathname;
    path = path.split(/[?#]/)[0];
    if (this.basePath) {
      const at = path.indexOf(`${this.basePath}/`);
      if (at >= 0) path = path.slice(at + this.basePath.length);
      else if (path.endsWith(this.basePath)) path = '/';
    }
    if (path.length > 1) path = path.replace(/\/+$/, '');
    return path.startsWith('/') ? path : `/${path}`;
  }

  /** The operation for a method and a concrete (or template) path, or null. */
  match(method: string, pathOrUrl: string): MatchedOperation | null {
    const wanted = method.toLowerCase();
    const path = this.relativePath(pathOrUrl);
    for (const template of this.templates) {
      if (template.operation.method !== wanted) continue;
      if (template.operation.path === path) return { operation: template.operation, pathParams: {} };
      const found = template.regex.exec(path);
      if (!found) continue;
      const pathParams: Record<string, string> = {};
      template.names.forEach((name, i) => (pathParams[name] = decodeURIComponent(found[i + 1])));
      return { operation: template.operation, pathParams };
    }
    return null;
  }

  /** Methods the contract declares for a path (to tell "unknown path" from "wrong method"). */
  methodsFor(pathOrUrl: string): HttpMethod[] {
    const path = this.relativePath(pathOrUrl);
    return this.templates
      .filter((t) => t.operation.path === path || t.regex.test(path))
      .map((t) => t.operation.method);
  }

  private describe(path: string, method: HttpMethod, item: JsonSchema, raw: JsonSchema): ContractOperation {
    if (!raw.operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
    const opPointer = `#/paths/${escape(path)}/${method}`;
    const parameters: ContractParameter[] = [...(item.parameters ?? []), ...(raw.parameters ?? [])].map((p) => {
      const { node } = deref(this.document, p, opPointer);
      return { name: node.name, in: node.in, required: Boolean(node.required), schema: node.schema ?? {} };
    });
    let requestBody: ContractOperation['requestBody'] = null;
    if (raw.requestBody) {
      const { node } = deref(this.document, raw.requestBody, `${opPointer}/requestBody`);
      const content: Record<string, JsonSchema> = {};
      for (const [type, media] of Object.entries<JsonSchema>(node.content ?? {})) content[type] = media?.schema ?? {};
      requestBody = { required: Boolean(node.required), content };
    }
    const responses: ContractOperation['responses'] = {};
    for (const [status, response] of Object.entries<JsonSchema>(raw.responses ?? {})) {
      const { node, pointer } = deref(this.document, response, `${opPointer}/responses/${status}`);
      const schema = node?.content?.['application/json']?.schema ?? null;
      responses[status] = { pointer: `${pointer}/content/application~1json/schema`, schema };
    }
    const successStatus = Object.keys(responses).map(Number).filter((s) => s >= 200 && s < 300).sort()[0] ?? 200;
    const security = raw.security ?? this.document.security;
    return {
      operationId: raw.operationId,
      method,
      path,
      isPublic: Array.isArray(security) && security.length === 0,
      successStatus,
      parameters,
      requestBody,
      responses,
    };
  }
}
