import { requestBodySchemas, schemaNestingDepth } from '../testing/schema-depth';
import { getContract } from './contract';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('nestsDeeperThan', () => {
  it('counts objects and arrays, up to the limit and past it', () => {
    expect(nestsDeeperThan('{"a":1}', 1)).toBe(false);
    expect(nestsDeeperThan('{"a":{"b":[1]}}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":{"b":[1]}}', 2)).toBe(true);
    expect(nestsDeeperThan(nested(16), 16)).toBe(false);
    expect(nestsDeeperThan(nested(17), 16)).toBe(true);
    expect(nestsDeeperThan('[[],[],[],[]]', 2)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(`{"text":"${'['.repeat(100)}"}`, 1)).toBe(false);
    expect(nestsDeeperThan(`{"text":"say \\"[[[\\" \\\\","b":[1]}`, 2)).toBe(false);
    expect(nestsDeeperThan(`{"text":"\\\\","b":[[1]]}`, 2)).toBe(true);
  });

  it('reads a body nested 100,000 deep in one pass (no stack overflow)', () => {
    expect(nestsDeeperThan(nested(100_000), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan(`"${'['.repeat(100_000)}`, MAX_JSON_DEPTH)).toBe(false);
  });
});

describe('MAX_JSON_DEPTH against the contract', () => {
  it('is above every request body the contract admits, with a margin of at least 8 levels', () => {
    const contract = getContract();
    const depths = requestBodySchemas(contract).map(({ operationId, schema }) => ({ operationId, depth: schemaNestingDepth(contract, schema) }));
    const unbounded = depths.filter(({ depth }) => !Number.isFinite(depth));
    expect(unbounded).toEqual([]);
    const deepest = Math.max(...depths.map(({ depth }) => depth));
    expect(deepest).toBeGreaterThanOrEqual(2);
    expect(deepest + 8).toBeLessThanOrEqual(MAX_JSON_DEPTH);
  });
});
