import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import YAML from 'yaml';
import type { OpenApiDocument } from './openapi-types';

/** libs/sdk/openapi.yaml, found from this file (jest compiles to CommonJS, so `__dirname` is set). */
export const CONTRACT_PATH = resolve(__dirname, '../../../openapi.yaml');

const cache = new Map<string, OpenApiDocument>();

/**
 * Reads and parses the contract (`libs/sdk/openapi.yaml` unless another file is named). Parsed once per
 * file and process; callers must not mutate the document.
 */
export function loadContract(file: string = CONTRACT_PATH): OpenApiDocument {
  let document = cache.get(file);
  if (!document) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      throw new Error(`Cannot read the contract at ${file}: ${(error as Error).message}`);
    }
    document = YAML.parse(text) as OpenApiDocument;
    if (!document?.paths) throw new Error(`${file} is not an OpenAPI document (no paths)`);
    cache.set(file, document);
  }
  return document;
}
