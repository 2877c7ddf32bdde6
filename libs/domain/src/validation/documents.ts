import { z } from 'zod';
import { FIELD_MESSAGES } from '../messages';

/** Most documents a B2B registration may carry. */
export const MAX_DOCUMENTS = 5;

/** Largest document, in bytes (2 MB). */
export const MAX_DOCUMENT_BYTES = 2 * 1024 * 1024;

/** Media types a B2B document may have. */
export const DOCUMENT_MEDIA_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/i;

/** Size in bytes of a base64 data URL's payload, or `null` when it is not a base64 data URL. */
export function dataUrlByteSize(dataUrl: string): number | null {
  const match = DATA_URL.exec(dataUrl);
  if (!match) return null;
  const base64 = match[2] ?? '';
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length * 3) / 4 - padding;
}

function mediaTypeOf(dataUrl: string): string | null {
  const match = DATA_URL.exec(dataUrl);
  return match ? (match[1] ?? '').toLowerCase() : null;
}

/** One uploaded document: a file name and its content as a base64 data URL. */
export const documentSchema = z.object({
  filename: z.string().min(1),
  content: z
    .string()
    .refine(
      (content) => (DOCUMENT_MEDIA_TYPES as readonly string[]).includes(mediaTypeOf(content) ?? ''),
      FIELD_MESSAGES.invalidDocumentType,
    )
    .refine((content) => (dataUrlByteSize(content) ?? 0) <= MAX_DOCUMENT_BYTES, FIELD_MESSAGES.documentTooLarge),
});

/** A B2B document list: at most 5 PDF, PNG or JPEG files of at most 2 MB each. */
export const documentsSchema = z.array(documentSchema).max(MAX_DOCUMENTS, FIELD_MESSAGES.tooManyDocuments);

/** One uploaded B2B document. */
export type RegisterDocument = z.output<typeof documentSchema>;
