import type { ErrorObject } from 'ajv/dist/2020';

const NUL = '\u0000';

/** A value met on the walk, and the key that led to it from its parent (for the error's pointer). */
interface Visit {
  value: unknown;
  key: string | null;
  parent: Visit | null;
}

function pointerOf(visit: Visit | null): string {
  const keys: string[] = [];
  for (let at = visit; at && at.key !== null; at = at.parent) keys.push(at.key);
  return keys
    .reverse()
    .map((key) => `/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`)
    .join('');
}

function nulIssue(at: Visit | null): ErrorObject {
  return { instancePath: pointerOf(at), schemaPath: '#/nul', keyword: 'nul', params: {}, message: 'must not contain NUL characters' };
}

/**
 * Finds the first NUL character in a request part (body, query or path parameters), in a value or a
 * key, at any depth. PostgreSQL text cannot hold NUL (it fails the statement with error 22021, a 500),
 * and SQLite would store it silently, so both databases refuse it here, before any handler runs.
 * Answers an ajv-shaped issue for the error handler, or null. Buffers (uploaded files) are not text.
 * The walk keeps its own stack and builds a path only for what it reports: its cost is the size of the
 * value, however deep it nests.
 */
export function findNulCharacter(value: unknown): ErrorObject | null {
  const pending: Visit[] = [{ value, key: null, parent: null }];
  while (pending.length > 0) {
    const visit = pending.pop() as Visit;
    const current = visit.value;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return nulIssue(visit);
      continue;
    }
    if (!current || typeof current !== 'object' || Buffer.isBuffer(current)) continue;
    const entries = Object.entries(current);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i];
      if (key.includes(NUL)) return nulIssue(visit);
      pending.push({ value: item, key, parent: visit });
    }
  }
  return null;
}
