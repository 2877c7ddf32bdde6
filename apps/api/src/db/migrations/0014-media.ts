import type { AnyDb } from '../dialect';

/**
 * `media`: one row per photo in the image pipeline (apps/api/src/media). The id is the content hash in the
 * photo's URL (`/media/{id}/{width}`); width and height are the normalised original's, and `placeholder`
 * is its tiny inline preview (a data: URL). Catalogue rows keep naming their images by URL; responses look
 * the pictures up here by id.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('media')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('placeholder', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('media').execute();
}
