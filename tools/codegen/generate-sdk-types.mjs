#!/usr/bin/env node
/**
 * Generates the SDK's types and operation table from the contract, libs/sdk/openapi.yaml:
 *   libs/sdk/src/generated/schema.ts      openapi-typescript output (paths, components, operations)
 *   libs/sdk/src/generated/operations.ts  operationId -> method, path, tag and token policy
 *   libs/sdk/src/generated/models.ts      one type alias per component schema (CartDetails, Order...)
 * With --check it writes nothing and fails when the committed files differ (stale types).
 */
import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const contractPath = join(root, 'libs/sdk/openapi.yaml');
const outDir = join(root, 'libs/sdk/src/generated');
const banner = '// Generated from libs/sdk/openapi.yaml by tools/codegen/generate-sdk-types.mjs. Do not edit.\n';

/**
 * Which tokens an operation may carry, read from its `security` (docs/product.md §7):
 * - none: `security: []` (public client: catalogue, content, settings, OTP and password calls);
 * - cart: only CartAuthorization is listed (login, PIN login and registration merge an anonymous cart);
 * - any: the token client, which sends whichever tokens exist.
 */
function tokenPolicy(security) {
  const schemes = new Set((security ?? []).flatMap((requirement) => Object.keys(requirement)));
  if (schemes.size === 0) return 'none';
  if (!schemes.has('Authorization')) return 'cart';
  return 'any';
}

function operationTable(contract) {
  const rows = [];
  for (const [path, item] of Object.entries(contract.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch']) {
      const op = item[method];
      if (!op) continue;
      const policy = tokenPolicy(op.security ?? contract.security);
      rows.push(
        `  ${op.operationId}: { method: '${method}', path: '${path}', tag: '${op.tags?.[0] ?? ''}', tokens: '${policy}' },`,
      );
    }
  }
  return (
    banner +
    `\n/** Token policy of an operation: which of Authorization / CartAuthorization it may carry. */\n` +
    `export type TokenPolicy = 'none' | 'cart' | 'any';\n\n` +
    `/** Every operation of the contract, by operationId. */\n` +
    `export const operations = {\n${rows.join('\n')}\n} as const satisfies Record<string, { method: string; path: string; tag: string; tokens: TokenPolicy }>;\n\n` +
    `export type OperationId = keyof typeof operations;\n`
  );
}

const source = readFileSync(contractPath, 'utf8');
const contract = parse(source);
// defaultNonNullable: false keeps a request field with a `default` optional (the server fills it in).
const ast = await openapiTS(contract, { alphabetize: false, immutable: false, defaultNonNullable: false });
const files = {
  'schema.ts': banner + '/* eslint-disable */\n' + astToString(ast),
  'operations.ts': operationTable(contract),
  'models.ts':
    banner +
    "\nimport type { components } from './schema';\n\n" +
    Object.keys(contract.components.schemas)
      .map((name) => `export type ${name} = components['schemas']['${name}'];`)
      .join('\n') +
    '\n',
};

if (process.argv.includes('--check')) {
  const stale = Object.entries(files).filter(([name, text]) => {
    const file = join(outDir, name);
    return !existsSync(file) || readFileSync(file, 'utf8') !== text;
  });
  if (stale.length > 0) {
    console.error(
      `Stale SDK types: ${stale.map(([n]) => `libs/sdk/src/generated/${n}`).join(', ')} differ from libs/sdk/openapi.yaml.\n` +
        'Run: node tools/codegen/generate-sdk-types.mjs',
    );
    process.exit(1);
  }
  console.log('SDK types are up to date with libs/sdk/openapi.yaml');
} else {
  mkdirSync(outDir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(outDir, name), text);
  console.log(`Wrote ${Object.keys(files).map((n) => `libs/sdk/src/generated/${n}`).join(', ')}`);
}
