import { PAGE_NOT_FOUND_MESSAGE } from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { Database, Row } from '../../db/schema';
import { isSet } from '../../db/values';
import { NotFoundError } from '../../http/errors';

function toSummary(row: Pick<Row<'cms_pages'>, 'id' | 'title' | 'slug' | 'show_on_header' | 'show_on_footer'>) {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    show_on_header: isSet(row.show_on_header),
    show_on_footer: isSet(row.show_on_footer),
  };
}

/** Published pages without their content (header and footer links). */
export async function listCmsPages(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('cms_pages')
    .select(['id', 'title', 'slug', 'show_on_header', 'show_on_footer'])
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map(toSummary);
}

/** One page with its HTML, or 404. */
export async function getCmsPage(db: Kysely<Database>, slug: string) {
  const row = await db.selectFrom('cms_pages').selectAll().where('slug', '=', slug).executeTakeFirst();
  if (!row) throw new NotFoundError(PAGE_NOT_FOUND_MESSAGE);
  return { ...toSummary(row), content: row.content, updated_at: row.updated_at };
}
