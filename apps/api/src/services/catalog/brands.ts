import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isSet } from '../../db/values';

/** All brands by name, or only the featured ones (home brands section). */
export async function listBrands(db: Kysely<Database>, featuredOnly: boolean) {
  let query = db.selectFrom('brands').selectAll().orderBy('name').orderBy('id');
  if (featuredOnly) query = query.where('featured', '=', 1);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    logo: row.logo,
    featured: isSet(row.featured),
  }));
}
