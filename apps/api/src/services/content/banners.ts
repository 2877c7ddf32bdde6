import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Home carousel banners by position. */
export async function listBanners(db: Kysely<Database>) {
  const rows = await db.selectFrom('banners').selectAll().orderBy('position').orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    image_url: row.image,
    mobile_image_url: row.mobile_image,
    link_url: row.link_url,
    position: row.position,
  }));
}
