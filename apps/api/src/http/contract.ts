import { readFileSync } from 'node:fs';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { FastifySchema, FastifySchemaCompiler, HTTPMethods } from 'fastify';
import { contractPath } from '../paths';
import { findNulCharacter } from './nul-characters';
import { parseYamlCached } from './parsed-contract-cache';

/* eslint-disable @typescript-eslint/no-explicit-any -- OpenAPI documents are untyped JSON. */
type Json = any;

/** The API's base path; contract paths are relative to it (`servers: [{ url: /api/v1 }]`). */
export const API_PREFIX = '/api/v1';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const SCHEMA_DOC_ID = 'contract';
export const JSON_TYPE = 'application/json';
export const MULTIPART_TYPE = 'multipart/form-data';
const URLENCODED_TYPE = 'application/x-www-form-urlencoded';

export interface ContractOperation {
  operationId: string;
  method: HTTPMethods;
  /** As written in the contract: `/products/{id}`. */
  path: string;
  /** As Fastify routes it: `/api/v1/products/:id`. */
  url: string;
  /** `security: []` in the contract: no token is looked at, so a stale one never fails the call. */
  isPublic: boolean;
  /** The first 2xx status the contract lists (200, 201...): what a handler answers by default. */
  successStatus: number;
  /** Request schemas for Fastify: body (per content type when several), querystring, params. */
  schema: FastifySchema;
  /** Array query parameters by bare name (`category_ids`) -> declared name (`category_ids[]`). */
  arrayQueryAliases: Record<string, string>;
  /** Set when the body is declared per content type (forms): the accepted types and whether required. */
  bodyContent: { types: string[]; required: boolean } | null;
  /** Every request content type the operation accepts (empty when it takes no body). */
  bodyTypes: string[];
  responses: Record<string, Json>;
}

/** Resolves an internal `$ref` (`#/components/...`) against the document. */
function resolvePointer(document: Json, ref: string): Json {
  if (!ref.startsWith('#/')) throw new Error(`Only internal $refs are supported, got "${ref}"`);
  let node = document;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = node?.[key];
    if (node === undefined) throw new Error(`Unresolvable $ref "${ref}" in the contract`);
  }
  return node;
}

/** Follows `$ref` chains of OpenAPI objects (parameters, request bodies, responses). */
function deref(document: Json, node: Json): Json {
  let current = node;
  for (let hops = 0; current && typeof current.$ref === 'string'; hops++) {
    if (hops > 20) throw new Error(`$ref cycle at ${current.$ref}`);
    current = resolvePointer(document, current.$ref);
  }
  return current;
}

/** Integer columns are 32-bit on PostgreSQL: larger ids or counts are invalid input on both databases. */
export const MAX_INTEGER = 2_147_483_647;

/** Gives every `integer` schema without an upper bound the bound `MAX_INTEGER` (in place). */
function capIntegers(node: Json): Json {
  if (Array.isArray(node)) {
    node.forEach(capIntegers);
  } else if (node && typeof node === 'object') {
    const types = Array.isArray(node.type) ? node.type : [node.type];
    if (types.includes('integer') && node.maximum === undefined && node.exclusiveMaximum === undefined) {
      node.maximum = MAX_INTEGER;
    }
    Object.values(node).forEach(capIntegers);
  }
  return node;
}

/**
 * Schemas keep their `$ref`s (the category tree is recursive, so full inlining is impossible); they are
 * pointed at the copy of the document registered in ajv under the id `contract`.
 */
function pointRefsAtContract(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(pointRefsAtContract);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    out[key] = key === '$ref' && typeof value === 'string' && value.startsWith('#/')
      ? `${SCHEMA_DOC_ID}${value}`
      : pointRefsAtContract(value);
  }
  return out;
}

function createAjv(coerce: boolean) {
  const ajv = new Ajv2020({
    allErrors: true,
    removeAdditional: false,
    useDefaults: true,
    coerceTypes: coerce ? 'array' : false,
    strict: false,
    validateFormats: true,
  });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  return ajv;
}

function fastifyUrl(path: string): string {
  const local = path.startsWith(API_PREFIX) ? path.slice(API_PREFIX.length) : path;
  return API_PREFIX + local.replace(/\{([^}]+)\}/g, ':$1');
}

/**
 * The contract (`libs/sdk/openapi.yaml`) as the server uses it: operations by id, request validators
 * built from its schemas, and response validators for tests.
 */
export class Contract {
  private readonly operations = new Map<string, ContractOperation>();
  /** JSON bodies: no coercion, a string is not a number. */
  private readonly bodyAjv = createAjv(false);
  /** Query strings, path params and form bodies arrive as text: coerce to the declared types. */
  private readonly textAjv = createAjv(true);
  private readonly responseValidators = new Map<string, ValidateFunction>();

  private readonly document: Json;

  constructor(source: Json) {
    const document = capIntegers(structuredClone(source));
    this.document = document;
    const registered = { $id: SCHEMA_DOC_ID, components: document.components ?? {} };
    this.bodyAjv.addSchema(registered);
    this.textAjv.addSchema(registered);
    for (const [path, item] of Object.entries<Json>(document.paths ?? {})) {
      for (const method of METHODS) {
        const operation = item?.[method];
        if (!operation) continue;
        if (!operation.operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
        this.operations.set(operation.operationId, this.describe(path, method, item, operation));
      }
    }
  }

  static fromFile(file: string = contractPath): Contract {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      throw new Error(`Cannot read the contract at ${file}: ${(error as Error).message}`);
    }
    return new Contract(parseYamlCached<Json>(text));
  }

  operationIds(): string[] {
    return [...this.operations.keys()];
  }

  has(operationId: string): boolean {
    return this.operations.has(operationId);
  }

  /** The operation, or a loud error naming the contract: a typo must never register a silent route. */
  operation(operationId: string): ContractOperation {
    const operation = this.operations.get(operationId);
    if (!operation) {
      throw new Error(`Unknown operationId "${operationId}": it is not in the contract (libs/sdk/openapi.yaml)`);
    }
    return operation;
  }

  /**
   * Request validators: JSON bodies strictly, text parts (query, params, forms) with coercion. Each is
   * compiled on its first use, so a server (and every test file) starts without compiling ~70 routes;
   * `compileAll()` compiles them up front (a test does, so a broken schema fails the suite).
   * Every part is first searched for NUL characters (see `findNulCharacter`): one check for all text.
   */
  readonly validatorCompiler: FastifySchemaCompiler<Json> = ({ schema, httpPart, contentType }) => {
    const isJsonBody = httpPart === 'body' && (contentType === undefined || contentType === JSON_TYPE);
    const ajv = isJsonBody ? this.bodyAjv : this.textAjv;
    let compiled: ValidateFunction | undefined;
    const validate = (data: unknown) => {
      const nul = findNulCharacter(data);
      if (nul) {
        validate.errors = [nul];
        return false;
      }
      compiled ??= ajv.compile(schema);
      const valid = compiled(data);
      validate.errors = compiled.errors;
      return valid;
    };
    validate.errors = null as ValidateFunction['errors'];
    return validate;
  };

  /** Compiles every request schema of every operation (throws on the first broken one). */
  compileAll(): void {
    for (const operation of this.operations.values()) {
      const { body, querystring, params } = operation.schema as Record<string, Json>;
      for (const schema of [querystring, params]) if (schema) this.textAjv.compile(schema);
      if (body?.content) {
        for (const [type, media] of Object.entries<Json>(body.content)) {
          (type === JSON_TYPE ? this.bodyAjv : this.textAjv).compile(media.schema);
        }
      } else if (body) {
        this.bodyAjv.compile(body);
      }
    }
  }

  /**
   * A request schema node with its `$ref` chain followed (`contract#/components/schemas/X` -> the schema),
   * for code that walks schemas: the generated bad-input suites.
   */
  dereference(node: Json): Json {
    let current = node;
    for (let hops = 0; current && typeof current.$ref === 'string'; hops++) {
      if (hops > 20) throw new Error(`$ref cycle at ${current.$ref}`);
      const ref: string = current.$ref;
      current = resolvePointer(this.document, ref.startsWith(SCHEMA_DOC_ID) ? ref.slice(SCHEMA_DOC_ID.length) : ref);
    }
    return current;
  }

  /**
   * Checks a response body against the contract (tests use it so every answer matches the documented
   * shape). Answers the ajv errors, or null when the body conforms.
   */
  checkResponse(operationId: string, status: number, body: unknown): ErrorObject[] | null {
    const key = `${operationId} ${status}`;
    let validate = this.responseValidators.get(key);
    if (!validate) {
      const operation = this.operation(operationId);
      const response =
        operation.responses[String(status)] ?? operation.responses[`${String(status)[0]}XX`] ?? operation.responses.default;
      if (!response) throw new Error(`${operationId} documents no ${status} response`);
      const schema = deref(this.document, response).content?.[JSON_TYPE]?.schema;
      if (!schema) throw new Error(`${operationId} ${status} has no JSON schema`);
      validate = this.bodyAjv.compile(pointRefsAtContract(schema));
      this.responseValidators.set(key, validate);
    }
    return validate(body) ? null : (validate.errors ?? []);
  }

  private describe(path: string, method: (typeof METHODS)[number], item: Json, operation: Json): ContractOperation {
    const parameters: Json[] = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((p) =>
      deref(this.document, p),
    );
    const schema: FastifySchema = {};
    const arrayQueryAliases: Record<string, string> = {};
    for (const location of ['query', 'path'] as const) {
      const declared = parameters.filter((p) => p.in === location);
      if (declared.length === 0) continue;
      const properties: Record<string, Json> = {};
      const required: string[] = [];
      for (const parameter of declared) {
        properties[parameter.name] = pointRefsAtContract(parameter.schema ?? {});
        if (parameter.required) required.push(parameter.name);
        const bare = String(parameter.name).replace(/\[\]$/, '');
        if (location === 'query' && parameter.schema?.type === 'array') arrayQueryAliases[bare] = parameter.name;
      }
      const objectSchema = { type: 'object', properties, ...(required.length ? { required } : {}) };
      if (location === 'query') schema.querystring = objectSchema;
      else schema.params = objectSchema;
    }

    const body = operation.requestBody ? deref(this.document, operation.requestBody) : undefined;
    let bodyContent: ContractOperation['bodyContent'] = null;
    if (body?.content) {
      const content: Record<string, { schema: Json }> = {};
      for (const [type, media] of Object.entries<Json>(body.content)) {
        content[type] = { schema: pointRefsAtContract(media.schema ?? {}) };
      }
      const types = Object.keys(content);
      // One JSON body: validate whatever was parsed, so no content type can slip past the schema.
      if (types.length === 1 && types[0] === JSON_TYPE) {
        const only = content[JSON_TYPE].schema;
        schema.body = body.required ? only : { anyOf: [{ type: 'null' }, only] };
      } else {
        // Forms: the decisions accept urlencoded wherever multipart is declared.
        if (content[MULTIPART_TYPE] && !content[URLENCODED_TYPE]) content[URLENCODED_TYPE] = content[MULTIPART_TYPE];
        schema.body = { content };
        bodyContent = { types: Object.keys(content), required: Boolean(body.required) };
      }
    }

    const responses: Record<string, Json> = operation.responses ?? {};
    const success = Object.keys(responses).map(Number).filter((s) => s >= 200 && s < 300).sort()[0];
    const security: unknown[] | undefined = operation.security ?? this.document.security;
    return {
      operationId: operation.operationId,
      isPublic: Array.isArray(security) && security.length === 0,
      method: method.toUpperCase() as HTTPMethods,
      path,
      url: fastifyUrl(path),
      successStatus: success ?? 200,
      schema,
      arrayQueryAliases,
      bodyContent,
      bodyTypes: bodyContent?.types ?? (schema.body ? [JSON_TYPE] : []),
      responses,
    };
  }
}

let defaultContract: Contract | undefined;

/** The contract from libs/sdk/openapi.yaml, read once per process. */
export function getContract(): Contract {
  defaultContract ??= Contract.fromFile();
  return defaultContract;
}
