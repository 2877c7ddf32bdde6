import { mediaIdOf } from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { pictureOf } from './ingest-image';

export type Picture = ReturnType<typeof pictureOf>;

/** The pictures of a response's image URLs: `of(url)` is null for any URL that is not a pipeline photo. */
export interface Pictures {
  of(url: string | null | undefined): Picture | null;
}

/** One query for every pipeline photo among the URLs (by primary key), however many rows name them. */
export async function loadPictures(db: Kysely<Database>, urls: Iterable<string | null | undefined>): Promise<Pictures> {
  const ids = [...new Set([...urls].map(mediaIdOf).filter((id): id is string => id !== null))];
  const found = new Map<string, Picture>();
  if (ids.length > 0) {
    const rows = await db.selectFrom('media').select(['id', 'width', 'height', 'placeholder']).where('id', 'in', ids).execute();
    for (const row of rows) found.set(row.id, pictureOf(row));
  }
  return { of: (url) => found.get(mediaIdOf(url) ?? '') ?? null };
}
