import type { Contract } from '../http/contract';

/* eslint-disable @typescript-eslint/no-explicit-any -- contract schemas are untyped JSON. */
type Schema = any;

/** How many schemas deep the walk goes before it calls a schema unbounded (a `$ref` cycle). */
const WALK_LIMIT = 64;

/**
 * The deepest nesting of objects and arrays a value of `node` can have (a flat object is 1). A schema
 * that admits any value at some level (no type, free-form `additionalProperties`, an array without
 * `items`) or refers to itself answers Infinity: its bodies have no depth bound.
 */
export function schemaNestingDepth(contract: Contract, node: Schema, walked = 0): number {
  if (walked > WALK_LIMIT) return Infinity;
  const schema = contract.dereference(node) ?? {};
  const branches: Schema[] = [...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.allOf ?? [])];
  let deepest = Math.max(0, ...branches.map((branch) => schemaNestingDepth(contract, branch, walked + 1)));
  const types: string[] = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : schema.properties ? ['object'] : [];
  if (types.length === 0 && branches.length === 0 && schema.enum === undefined && schema.const === undefined) return Infinity;
  if (types.includes('object')) {
    const children: Schema[] = Object.values(schema.properties ?? {});
    const extra = schema.additionalProperties;
    if (extra === true || (extra && typeof extra === 'object')) children.push(extra === true ? {} : extra);
    deepest = Math.max(deepest, 1 + Math.max(0, ...children.map((child) => schemaNestingDepth(contract, child, walked + 1))));
  }
  if (types.includes('array')) deepest = Math.max(deepest, 1 + (schema.items ? schemaNestingDepth(contract, schema.items, walked + 1) : Infinity));
  return deepest;
}

/** Every request body schema of the contract (one per content type), with its operation's id. */
export function requestBodySchemas(contract: Contract): { operationId: string; schema: Schema }[] {
  return contract.operationIds().flatMap((operationId) => {
    const body: Schema = (contract.operation(operationId).schema as Schema).body;
    if (!body) return [];
    const schemas: Schema[] = body.content ? Object.values<Schema>(body.content).map((media) => media.schema) : [body];
    return schemas.map((schema) => ({ operationId, schema }));
  });
}
