import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** FAQs by category, then position. */
export async function listFaqs(db: Kysely<Database>) {
  const rows = await db.selectFrom('faqs').selectAll().orderBy('category').orderBy('position').orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    question: row.question,
    answer: row.answer,
    category: row.category || null,
    position: row.position,
  }));
}
