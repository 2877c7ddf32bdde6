import { DEFAULT_LOCALE, type Locale } from '@storefront/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** What a translation belongs to (`content_translations.kind`) and the fields each may translate. */
export const TRANSLATABLE_FIELDS = {
  product: ['name', 'description'],
  category: ['name', 'description'],
  cms_page: ['title', 'content'],
  faq: ['question', 'answer', 'category'],
  /** The store's settings row: its tagline (the description of pages without their own). */
  store: ['tagline'],
} as const;

export type TranslatedKind = keyof typeof TRANSLATABLE_FIELDS;

/** The translated texts of one record: locale -> field -> text (the import's and the seed's shape). */
export type RecordTranslations = Partial<Record<Locale, Partial<Record<string, string>>>>;

/**
 * `records` as a shopper reading `locale` sees them: each of `fields` replaced by its translation where
 * one exists, the merchant's text otherwise. English (the merchant's language) reads nothing. One query
 * per call, whatever the number of records.
 */
export async function translateRecords<T extends { id: number }>(
  db: Kysely<Database>,
  locale: Locale,
  kind: TranslatedKind,
  records: T[],
  fields: readonly (keyof T & string)[],
): Promise<T[]> {
  if (locale === DEFAULT_LOCALE || records.length === 0) return records;
  const rows = await db
    .selectFrom('content_translations')
    .select(['record_id', 'field', 'value'])
    .where('kind', '=', kind)
    .where('locale', '=', locale)
    .where('record_id', 'in', [...new Set(records.map((record) => record.id))])
    .where('field', 'in', fields)
    .execute();
  if (rows.length === 0) return records;
  const byRecord = new Map<number, Map<string, string>>();
  for (const row of rows) {
    const id = Number(row.record_id);
    const texts = byRecord.get(id) ?? new Map<string, string>();
    texts.set(row.field, row.value);
    byRecord.set(id, texts);
  }
  return records.map((record) => {
    const texts = byRecord.get(record.id);
    if (!texts) return record;
    const translated: T = { ...record };
    for (const field of fields) {
      const text = texts.get(field);
      if (text !== undefined && typeof record[field] === 'string') (translated as Record<string, unknown>)[field] = text;
    }
    return translated;
  });
}

/** One record, translated as `translateRecords` does. */
export async function translateRecord<T extends { id: number }>(
  db: Kysely<Database>,
  locale: Locale,
  kind: TranslatedKind,
  record: T,
  fields: readonly (keyof T & string)[],
): Promise<T> {
  const [translated] = await translateRecords(db, locale, kind, [record], fields);
  return translated ?? record;
}

/**
 * Replaces a record's translations with `translations` (fields it does not list are removed), within the
 * caller's transaction. Fields the kind does not translate, and empty texts, are not written.
 */
export async function writeTranslations(
  trx: Transaction<Database> | Kysely<Database>,
  kind: TranslatedKind,
  recordId: number,
  translations: RecordTranslations,
): Promise<void> {
  await trx.deleteFrom('content_translations').where('kind', '=', kind).where('record_id', '=', recordId).execute();
  const rows = Object.entries(translations).flatMap(([locale, texts]) =>
    Object.entries(texts ?? {})
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '')
      .filter(([field]) => (TRANSLATABLE_FIELDS[kind] as readonly string[]).includes(field))
      .map(([field, value]) => ({ kind, record_id: recordId, locale, field, value })),
  );
  if (rows.length > 0) await trx.insertInto('content_translations').values(rows).execute();
}
