import type { Contract, ContractOperation } from '../http/contract';
import { MAX_JSON_DEPTH } from '../http/json-depth';
import { type InputField, fieldsOf, isTextField, type RequestInput, sampleRequest, withFieldValue } from './contract-inputs';
import { encodeProbe, type Probe, RAW_JSON_MARK } from './probe-client';

/** A small seeded PRNG (mulberry32): the same seed samples the same requests, so a failure reproduces. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Up to `count` items of `items`, picked at random without repeats. */
function sample<T>(items: readonly T[], count: number, random: () => number): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (pool.length > 0 && picked.length < count) picked.push(pool.splice(Math.floor(random() * pool.length), 1)[0]);
  return picked;
}

const ONE_MB = 1024 * 1024;
/** Text a shopper's keyboard never makes but an attacker's script does. */
export const ODD_TEXT: Record<string, string> = {
  'NUL character': 'a\u0000b',
  'lone surrogate': 'a\ud800b',
  'RTL override and zero-width marks': '\u202egnp.exe\u200b\u200f\ufeff',
  '10,000 characters': 'x'.repeat(10_000),
};
/** Numbers at and past the edges of every numeric type, and numbers as text. */
export const ENORMOUS_NUMBERS: Record<string, unknown> = {
  '1e308': 1e308,
  '1e309 (Infinity)': RAW_JSON_MARK,
  '-1': -1,
  '2**53+1': 2 ** 53 + 1,
  'NaN as text': 'NaN',
  '-0.5': -0.5,
};
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'];

/** A value of another type than the field's: text for numbers, numbers for text, and so on. */
function wrongTypeValues(contract: Contract, field: InputField): unknown[] {
  const schema = contract.dereference(field.schema) ?? {};
  const types: string[] = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('string')) return [12345, { nested: 'object' }, ['list']];
  if (types.includes('integer') || types.includes('number')) return ['abc', true, [1, 2]];
  if (types.includes('boolean')) return ['maybe', 7];
  if (types.includes('array')) return ['not a list', { 0: 'x' }];
  return ['not an object', 42];
}

function describeField(field: InputField): string {
  return `${field.part}.${field.path.join('.')}`;
}

/**
 * Bad requests for one operation, generated from its contract and sampled with `random` (at most
 * `perKind` of each kind): wrong types, missing required and extra fields, huge strings, NUL and odd
 * unicode, enormous numbers, prototype keys in the body and the query, bodies nested past the depth cap,
 * and bodies that are not objects.
 */
export function badInputsFor(contract: Contract, operation: ContractOperation, random: () => number, perKind = 3): Probe[] {
  const base = sampleRequest(contract, operation);
  const fields = fieldsOf(contract, operation);
  const texts = fields.filter((field) => isTextField(contract, field));
  const numbers = fields.filter((field) => /integer|number/.test(JSON.stringify(contract.dereference(field.schema)?.type ?? '')));
  const probe = (label: string, input: RequestInput, extras = {}) => encodeProbe(operation, label, input, extras);
  const kinds: Probe[][] = [];

  kinds.push(
    sample(fields, perKind, random).flatMap((field) =>
      sample(wrongTypeValues(contract, field), 1, random).map((value) => probe(`${describeField(field)}: wrong type ${JSON.stringify(value)}`, withFieldValue(base, field, value))),
    ),
  );
  kinds.push(
    sample(texts, perKind, random).flatMap((field) =>
      sample(Object.entries(ODD_TEXT), 2, random).map(([name, value]) => probe(`${describeField(field)}: ${name}`, withFieldValue(base, field, value))),
    ),
  );
  kinds.push(
    sample(numbers, perKind, random).flatMap((field) =>
      sample(Object.entries(ENORMOUS_NUMBERS), 2, random).map(([name, value]) => probe(`${describeField(field)}: ${name}`, withFieldValue(base, field, value))),
    ),
  );
  const bodyTexts = texts.filter((field) => field.part === 'body');
  if (bodyTexts.length > 0) {
    const [field] = sample(bodyTexts, 1, random);
    kinds.push([probe(`${describeField(field)}: 1 MB of text`, withFieldValue(base, field, 'y'.repeat(ONE_MB)))]);
  }

  // The sampled request holds exactly the required query parameters and body fields.
  const required = [
    ...Object.keys(base.query).map((key) => ({ part: 'query' as const, key })),
    ...(base.body && typeof base.body === 'object' && !Array.isArray(base.body) ? Object.keys(base.body).map((key) => ({ part: 'body' as const, key })) : []),
  ];
  kinds.push(
    sample(required, perKind, random).map(({ part, key }) => {
      const input = structuredClone(base);
      delete (input[part] as Record<string, unknown>)[key];
      return probe(`${part}.${key}: missing`, input);
    }),
  );

  const extraBody = base.body && typeof base.body === 'object' ? [probe('body: an extra field', { ...base, body: { ...base.body, unexpected_field: 'x' } })] : [];
  kinds.push([...extraBody, probe('query: an unknown parameter', base, { query: [['unexpected_param', '1']] })]);

  const baseJson = base.body && typeof base.body === 'object' && !Array.isArray(base.body) ? JSON.stringify(base.body).slice(1, -1) : '';
  const withBase = (text: string) => `{${text}${baseJson ? `,${baseJson}` : ''}}`;
  const takesBody = operation.bodyTypes.length > 0;
  kinds.push(
    sample(
      [
        ...(takesBody
          ? [
              probe('body: __proto__ key', base, { rawJson: withBase('"__proto__":{"is_admin":true,"polluted":1}') }),
              probe('body: constructor.prototype key', base, { rawJson: withBase('"constructor":{"prototype":{"polluted":1}}') }),
              probe('body: prototype key', base, { rawJson: withBase('"prototype":{"polluted":1}') }),
            ]
          : []),
        ...PROTOTYPE_KEYS.map((key) => probe(`query: ${key} key`, base, { query: [[`${key}[polluted]`, '1'], [key, 'x']] })),
      ],
      perKind + 1,
      random,
    ),
  );
  if (takesBody) {
    kinds.push(
      [MAX_JSON_DEPTH, 5_000].map((depth) => probe(`body: an array nested ${depth} deep`, base, { rawJson: withBase(`"deep":${'['.repeat(depth)}${']'.repeat(depth)}`) })),
    );
    kinds.push(
      sample(['[]', '"text"', '42', 'null', '[{"__proto__":{}}]'], 2, random).map((raw) => probe(`body: ${raw} instead of an object`, base, { rawJson: raw })),
    );
  }
  return kinds.flat();
}
