import type { Contract, ContractOperation } from '../http/contract';
import { MULTIPART_TYPE } from '../http/contract';

/* eslint-disable @typescript-eslint/no-explicit-any -- contract schemas are untyped JSON. */
type Schema = any;

/** Where a value goes in a request: a path parameter, a query parameter or the body. */
export type InputPart = 'params' | 'query' | 'body';

/** A field of a request: its part, its path inside the part (`['items', 0, 'name']`) and its schema. */
export interface InputField {
  part: InputPart;
  path: (string | number)[];
  schema: Schema;
}

/** A request to one operation as plain data, before it is encoded. */
export interface RequestInput {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  /** Undefined when the operation takes no body. */
  body: unknown;
}

const MAX_DEPTH = 5;
/** Strings tried, in order, against a schema's pattern and length limits. */
const STRING_CANDIDATES = ['9876543210', '560001', '1234', 'Asha Rao', 'abc', 'a', 'f'.repeat(64)];

function typesOf(schema: Schema): string[] {
  if (Array.isArray(schema?.type)) return schema.type;
  if (schema?.type) return [schema.type];
  if (schema?.properties) return ['object'];
  return [];
}

function sampleString(schema: Schema): string {
  switch (schema.format) {
    case 'email':
      return 'shopper@example.in';
    case 'date':
      return '2026-01-15';
    case 'date-time':
      return '2026-01-15T10:00:00.000Z';
    case 'uri':
    case 'url':
      return 'https://example.in/';
    default:
  }
  const pattern = schema.pattern ? new RegExp(schema.pattern) : null;
  const fits = (text: string) =>
    (!pattern || pattern.test(text)) && text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity);
  return STRING_CANDIDATES.find(fits) ?? 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
}

/** A plausible value for a schema: its const, enum, default or example, else one built from its type. */
export function sampleValue(contract: Contract, node: Schema, depth = 0): unknown {
  const schema = contract.dereference(node) ?? {};
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum.find((value: unknown) => value !== null);
  if (schema.default !== undefined) return schema.default;
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part: Schema) => sampleValue(contract, part, depth)));
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const branch = branches.find((b: Schema) => !typesOf(contract.dereference(b)).every((t) => t === 'null')) ?? branches[0];
    return sampleValue(contract, branch, depth);
  }
  const type = typesOf(schema).find((t) => t !== 'null');
  switch (type) {
    case 'object': {
      if (depth >= MAX_DEPTH) return {};
      // The required properties, plus optional ones until `minProperties` is met (partial updates).
      const required: string[] = schema.required ?? [];
      const optional = Object.keys(schema.properties ?? {}).filter((key) => !required.includes(key));
      const keys = [...required, ...optional.slice(0, Math.max(0, (schema.minProperties ?? 0) - required.length))];
      return Object.fromEntries(keys.map((key) => [key, sampleValue(contract, schema.properties?.[key] ?? {}, depth + 1)]));
    }
    case 'array':
      return depth >= MAX_DEPTH || !schema.items ? [] : [sampleValue(contract, schema.items, depth + 1)];
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    default:
      return 'a';
  }
}

/** The properties of a part's object schema (query and path parameters are objects of fields). */
function propertiesOf(contract: Contract, node: Schema): Record<string, Schema> {
  return contract.dereference(node)?.properties ?? {};
}

/** The schema of an operation's body: the JSON one, or the form's (sent urlencoded). */
export function bodySchemaOf(operation: ContractOperation): Schema | undefined {
  const body = (operation.schema as Record<string, Schema>).body;
  if (!body) return undefined;
  if (body.content) return (body.content['application/json'] ?? body.content[MULTIPART_TYPE]).schema;
  return body.anyOf ? body.anyOf.find((branch: Schema) => branch.type !== 'null') : body;
}

/** True when the operation's body is a form (sent `application/x-www-form-urlencoded` by the suites). */
export function takesForm(operation: ContractOperation): boolean {
  return operation.bodyTypes.includes(MULTIPART_TYPE);
}

/** A plausible request to the operation: every path parameter, the required query, a sampled body. */
export function sampleRequest(contract: Contract, operation: ContractOperation): RequestInput {
  const { params, querystring } = operation.schema as Record<string, Schema>;
  const query = contract.dereference(querystring) ?? {};
  const body = bodySchemaOf(operation);
  return {
    params: Object.fromEntries(Object.entries(propertiesOf(contract, params)).map(([key, schema]) => [key, sampleValue(contract, schema)])),
    query: Object.fromEntries((query.required ?? []).map((key: string) => [key, sampleValue(contract, query.properties[key])])),
    body: body ? sampleValue(contract, body) : undefined,
  };
}

function walkFields(contract: Contract, part: InputPart, node: Schema, path: (string | number)[], depth: number, out: InputField[]): void {
  const schema = contract.dereference(node) ?? {};
  if (depth > MAX_DEPTH) return;
  for (const branch of [...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    walkFields(contract, part, branch, path, depth + 1, out);
  }
  const types = typesOf(schema);
  if (path.length > 0 && (types.length > 0 || schema.enum)) out.push({ part, path, schema });
  if (types.includes('object')) {
    for (const [key, child] of Object.entries<Schema>(schema.properties ?? {})) walkFields(contract, part, child, [...path, key], depth + 1, out);
  }
  if (types.includes('array') && schema.items) walkFields(contract, part, schema.items, [...path, 0], depth + 1, out);
}

/** Every field of every part of the operation (nested body fields and array items included). */
export function fieldsOf(contract: Contract, operation: ContractOperation): InputField[] {
  const { params, querystring } = operation.schema as Record<string, Schema>;
  const out: InputField[] = [];
  if (params) walkFields(contract, 'params', params, [], 0, out);
  if (querystring) walkFields(contract, 'query', querystring, [], 0, out);
  const body = bodySchemaOf(operation);
  if (body) walkFields(contract, 'body', body, [], 0, out);
  const seen = new Set<string>();
  return out.filter((field) => {
    const key = `${field.part}:${field.path.join('.')}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** True when the field holds text (a string that is not an uploaded file). */
export function isTextField(contract: Contract, field: InputField): boolean {
  const schema = contract.dereference(field.schema);
  return typesOf(schema).includes('string') && schema.format !== 'binary';
}

/** A copy of `input` with `value` written at the field's place (intermediate objects and arrays made). */
export function withFieldValue(input: RequestInput, field: InputField, value: unknown): RequestInput {
  const copy = structuredClone(input);
  // A field of a body the sample left out (an optional object) still needs an object to live in.
  if (field.part === 'body' && (copy.body === null || typeof copy.body !== 'object')) copy.body = typeof field.path[0] === 'number' ? [] : {};
  let node = copy[field.part] as Record<string | number, unknown>;
  field.path.forEach((key, index) => {
    if (index === field.path.length - 1) {
      node[key] = value;
      return;
    }
    const nextIsIndex = typeof field.path[index + 1] === 'number';
    if (node[key] === null || typeof node[key] !== 'object') node[key] = nextIsIndex ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  });
  return copy;
}
