import type { Flag } from './schema';

/** Reads a 0/1 flag column. */
export function isSet(value: Flag | boolean | null | undefined): boolean {
  return value === true || value === 1;
}

/** Writes a boolean into a 0/1 flag column. */
export function toFlag(value: boolean | null | undefined): Flag {
  return value ? 1 : 0;
}

/** Timestamps are stored as ISO-8601 UTC text. */
export function nowIso(now: Date = new Date()): string {
  return now.toISOString();
}

/** Parses a JSON text column, falling back when the column is empty or broken. */
export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}
