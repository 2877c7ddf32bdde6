import type { ErrorObject } from 'ajv/dist/2020';

const NUL = '\u0000';

function pointerOf(path: string[]): string {
  return path.map((key) => `/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/**
 * Finds the first NUL character in a request part (body, query or path parameters), in a value or a
 * key, at any depth. PostgreSQL text cannot hold NUL (it fails the statement with error 22021, a 500),
 * and SQLite would store it silently, so both databases refuse it here, before any handler runs.
 * Answers an ajv-shaped issue for the error handler, or null. Buffers (uploaded files) are not text.
 */
export function findNulCharacter(value: unknown, path: string[] = []): ErrorObject | null {
  if (typeof value === 'string') {
    return value.includes(NUL)
      ? { instancePath: pointerOf(path), schemaPath: '#/nul', keyword: 'nul', params: {}, message: 'must not contain NUL characters' }
      : null;
  }
  if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes(NUL)) return findNulCharacter(key, path);
    const found = findNulCharacter(item, [...path, key]);
    if (found) return found;
  }
  return null;
}
