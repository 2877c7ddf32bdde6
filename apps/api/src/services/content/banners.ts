import { safeImageUrl } from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { loadPictures } from '../../media/load-pictures';

/**
 * Home carousel banners by position. Their pictures are what an operator typed: a banner whose image is
 * not an http(s) URL or a path on this origin is left out, and an unsafe phone picture is dropped.
 */
export async function listBanners(db: Kysely<Database>) {
  const rows = await db.selectFrom('banners').selectAll().orderBy('position').orderBy('id').execute();
  const pictures = await loadPictures(db, rows.flatMap((row) => [row.image, row.mobile_image]));
  return rows.flatMap((row) => {
    const image = safeImageUrl(row.image);
    if (!image) return [];
    return [
      {
        id: row.id,
        title: row.title,
        subtitle: row.subtitle,
        image_url: image,
        mobile_image_url: safeImageUrl(row.mobile_image),
        picture: pictures.of(row.image),
        mobile_picture: pictures.of(row.mobile_image),
        link_url: row.link_url,
        position: row.position,
      },
    ];
  });
}
