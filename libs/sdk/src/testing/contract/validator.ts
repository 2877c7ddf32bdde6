import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {
  ContractViolationError,
  fieldIssuesFromAjv,
  issuesFromAjv,
  type ContractIssue,
  type FieldIssue,
} from './issues';
import { loadContract } from './load-contract';
import { OperationIndex, type MatchedOperation } from './operation-index';
import type { ContractOperation, JsonSchema, OpenApiDocument } from './openapi-types';

/** Each component schema is registered on its own under this base, so it is compiled once and shared. */
const SCHEMAS_BASE = 'https://contract.storefront.local/schemas/';
const SCHEMA_REF = '#/components/schemas/';
const JSON_TYPE = 'application/json';

/** A response to check: the request's method and path (concrete, under /api/v1, or a template). */
export interface ResponseToValidate {
  method: string;
  /** `/api/v1/products/5`, `http://host/api/v1/products/5?x=1`, `/products/5` or `/products/{id}`. */
  path: string;
  status: number;
  /** The parsed JSON body (undefined when there was none). */
  body: unknown;
  /** The response's Content-Type; when given, it must be JSON wherever the contract declares JSON. */
  contentType?: string | null;
}

/** The outcome of a check. */
export interface ResponseValidation {
  valid: boolean;
  /** The matched operation, or null when the method and path are not in the contract. */
  operationId: string | null;
  /** `GET /api/v1/products/5 -> 200 (getProduct)`. */
  subject: string;
  issues: ContractIssue[];
}

/** A request to parse: what the fake API reads before its business rules run. */
export interface RequestToParse {
  method: string;
  url: string;
  /** The parsed body: JSON, or a form as an object of strings; undefined when absent. */
  body?: unknown;
  contentType?: string | null;
}

/** A request validated and coerced against its operation (query and path values typed, defaults set). */
export interface ParsedRequest {
  operation: ContractOperation;
  pathParams: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  /** Field errors for a 400, empty when the request is valid. */
  errors: FieldIssue[];
}

/** Checks responses (and fixtures, and the fake's requests) against `libs/sdk/openapi.yaml`. */
export interface ContractValidator {
  readonly document: OpenApiDocument;
  readonly operations: OperationIndex;
  /** The operation a request goes to, or null. */
  findOperation(method: string, path: string): MatchedOperation | null;
  /** Checks a response and reports every issue; never throws for a mismatch. */
  checkResponse(response: ResponseToValidate): ResponseValidation;
  /** Like `checkResponse`, but throws a ContractViolationError listing the failed JSON pointers. */
  validateResponse(response: ResponseToValidate): ResponseValidation;
  /** Issues of a value against `#/components/schemas/<name>`. */
  checkSchema(name: string, value: unknown): ContractIssue[];
  /** Throws a ContractViolationError when the value does not match `#/components/schemas/<name>`. */
  validateSchema(name: string, value: unknown): void;
  /** Validates and coerces a request's path, query and body; null when no operation matches. */
  parseRequest(request: RequestToParse): ParsedRequest | null;
}

/**
 * `$ref: '#/components/schemas/Order'` -> the registered `Order` schema's id. Component schemas are
 * registered one by one (compiled once, shared by every validator that uses them): compiling each response
 * against the whole document would recompile every referenced schema again.
 */
function pointRefsAtComponents(schema: JsonSchema): JsonSchema {
  if (Array.isArray(schema)) return schema.map(pointRefsAtComponents);
  if (!schema || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$ref' && typeof value === 'string') {
      if (!value.startsWith(SCHEMA_REF)) throw new Error(`Unsupported $ref "${value}" in a contract schema`);
      out[key] = SCHEMAS_BASE + value.slice(SCHEMA_REF.length);
    } else {
      out[key] = pointRefsAtComponents(value);
    }
  }
  return out;
}

function createAjv(document: OpenApiDocument, coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: false,
    validateFormats: true,
    useDefaults: coerce,
    coerceTypes: coerce ? 'array' : false,
    inlineRefs: false,
  });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) {
    ajv.addSchema({ ...pointRefsAtComponents(schema), $id: SCHEMAS_BASE + name });
  }
  return ajv;
}

function statusKey(operation: ContractOperation, status: number): string | null {
  const keys = [String(status), `${String(status)[0]}XX`, 'default'];
  return keys.find((key) => operation.responses[key]) ?? null;
}

/**
 * Builds a validator on the contract (by default the one on disk): ajv with the 2020-12 draft, all errors,
 * non-strict, with formats. Compiled schemas are cached per operation and status.
 */
export function createContractValidator(document: OpenApiDocument = loadContract()): ContractValidator {
  const operations = new OperationIndex(document);
  const strictAjv = createAjv(document, false);
  const textAjv = createAjv(document, true);
  const cache = new Map<string, ValidateFunction>();

  const compiled = (key: string, ajv: Ajv2020, schema: () => JsonSchema): ValidateFunction => {
    let validate = cache.get(key);
    if (!validate) {
      validate = ajv.compile(pointRefsAtComponents(schema()));
      cache.set(key, validate);
    }
    return validate;
  };

  function checkResponse(response: ResponseToValidate): ResponseValidation {
    const method = response.method.toUpperCase();
    const where = `${method} ${response.path.split('?')[0]} -> ${response.status}`;
    const matched = operations.match(method, response.path);
    if (!matched) {
      const methods = operations.methodsFor(response.path);
      const message = methods.length
        ? `${method} is not declared for this path (declared: ${methods.map((m) => m.toUpperCase()).join(', ')})`
        : `no operation of the contract matches ${operations.relativePath(response.path)}`;
      return { valid: false, operationId: null, subject: where, issues: [{ pointer: '', message, keyword: 'operation' }] };
    }
    const { operation } = matched;
    const subject = `${where} (${operation.operationId})`;
    const key = statusKey(operation, response.status);
    if (!key) {
      const declared = Object.keys(operation.responses).join(', ');
      const message = `status ${response.status} is not declared (declared: ${declared})`;
      return { valid: false, operationId: operation.operationId, subject, issues: [{ pointer: '', message, keyword: 'status' }] };
    }
    const declared = operation.responses[key];
    if (!declared.schema) return { valid: true, operationId: operation.operationId, subject, issues: [] };
    const type = response.contentType?.split(';')[0].trim().toLowerCase();
    if (type !== undefined && type !== JSON_TYPE && !type.endsWith('+json')) {
      const message = `content type is ${type || 'missing'}, the contract declares ${JSON_TYPE}`;
      return { valid: false, operationId: operation.operationId, subject, issues: [{ pointer: '', message, keyword: 'body' }] };
    }
    const validate = compiled(`response ${operation.operationId} ${key}`, strictAjv, () => declared.schema);
    const valid = validate(response.body) as boolean;
    return { valid, operationId: operation.operationId, subject, issues: valid ? [] : issuesFromAjv(validate.errors) };
  }

  function checkSchema(name: string, value: unknown): ContractIssue[] {
    if (!document.components?.schemas?.[name]) throw new Error(`The contract has no schema "${name}"`);
    const validate = compiled(`schema ${name}`, strictAjv, () => ({ $ref: `${SCHEMA_REF}${name}` }));
    return validate(value) ? [] : issuesFromAjv(validate.errors);
  }

  function parseRequest(request: RequestToParse): ParsedRequest | null {
    const matched = operations.match(request.method, request.url);
    if (!matched) return null;
    const { operation } = matched;
    const errors: FieldIssue[] = [];

    const pathParams: Record<string, unknown> = { ...matched.pathParams };
    const pathDeclared = operation.parameters.filter((p) => p.in === 'path');
    if (pathDeclared.length) {
      const validate = compiled(`path ${operation.operationId}`, textAjv, () => objectOf(pathDeclared));
      if (!validate(pathParams)) errors.push(...fieldIssuesFromAjv(validate.errors, 'params'));
    }

    const query = readQuery(operation, new URL(request.url, 'http://localhost').searchParams);
    const queryDeclared = operation.parameters.filter((p) => p.in === 'query');
    if (queryDeclared.length) {
      const validate = compiled(`query ${operation.operationId}`, textAjv, () => objectOf(queryDeclared));
      if (!validate(query)) errors.push(...fieldIssuesFromAjv(validate.errors, 'querystring'));
    }

    let body = request.body;
    if (operation.requestBody) {
      const type = request.contentType?.split(';')[0].trim().toLowerCase() ?? '';
      const content = operation.requestBody.content;
      const isForm = type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded';
      const schemaType = content[type] ? type : isForm && content['multipart/form-data'] ? 'multipart/form-data' : null;
      if (body === undefined) {
        if (operation.requestBody.required) errors.push({ field: 'body', message: 'body is required' });
      } else if (!schemaType) {
        errors.push({ field: 'body', message: `send ${Object.keys(content).join(' or ')}` });
      } else {
        const ajv = schemaType === JSON_TYPE ? strictAjv : textAjv;
        const validate = compiled(`body ${operation.operationId} ${schemaType}`, ajv, () => content[schemaType]);
        body = structuredClone(body);
        if (!validate(body)) errors.push(...fieldIssuesFromAjv(validate.errors, 'body'));
      }
    }
    return { operation, pathParams, query, body, errors };
  }

  return {
    document,
    operations,
    findOperation: (method, path) => operations.match(method, path),
    checkResponse,
    validateResponse(response) {
      const result = checkResponse(response);
      if (!result.valid) throw new ContractViolationError(result.subject, result.issues);
      return result;
    },
    checkSchema,
    validateSchema(name, value) {
      const issues = checkSchema(name, value);
      if (issues.length) throw new ContractViolationError(`schema ${name}`, issues);
    },
    parseRequest,
  };
}

function objectOf(parameters: ContractOperation['parameters']): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const parameter of parameters) {
    properties[parameter.name] = parameter.schema;
    if (parameter.required) required.push(parameter.name);
  }
  return { type: 'object', properties, required };
}

/**
 * Query values by declared name. Array parameters are declared with brackets (`category_ids[]`); the bare
 * and indexed spellings (`category_ids=3`, `category_ids[0]=3`) count too.
 */
function readQuery(operation: ContractOperation, search: URLSearchParams): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'query') continue;
    if (parameter.schema?.type === 'array') {
      const bare = parameter.name.replace(/\[\]$/, '');
      const values: string[] = [];
      for (const [key, value] of search) if (key.replace(/\[\d*\]$/, '') === bare) values.push(value);
      if (values.length) query[parameter.name] = values;
    } else if (search.has(parameter.name)) {
      query[parameter.name] = search.get(parameter.name);
    }
  }
  return query;
}
