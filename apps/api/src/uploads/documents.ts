import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DOCUMENT_MEDIA_TYPES, FIELD_MESSAGES, MAX_DOCUMENT_BYTES, MAX_DOCUMENTS } from '@storefront/domain';
import { BadRequestError, type FieldError } from '../http/errors';
import { sanitiseFileName } from './file-names';

/** A document as the client sends it: a file name and a base64 data URL. */
export interface IncomingDocument {
  filename: string;
  content: string;
}

/** A document that passed every check, decoded, with a safe name. */
export interface DecodedDocument {
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** A document written under the upload directory. */
export interface StoredDocument extends DecodedDocument {
  /** Relative to the upload directory (`documents/<random>/<name>`). */
  storagePath: string;
}

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/i;

/** The first bytes each accepted type must start with: the declared type has to be the real one. */
const SIGNATURES: Record<string, Buffer> = {
  'application/pdf': Buffer.from('%PDF-', 'ascii'),
  'image/png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': Buffer.from([0xff, 0xd8, 0xff]),
};

const EMPTY_DOCUMENT_MESSAGE = 'Documents must not be empty';

function decodeOne(document: IncomingDocument): DecodedDocument | string {
  const match = DATA_URL.exec(document.content);
  const contentType = match?.[1]?.toLowerCase() ?? '';
  if (!match || !(DOCUMENT_MEDIA_TYPES as readonly string[]).includes(contentType)) {
    return FIELD_MESSAGES.invalidDocumentType;
  }
  const base64 = match[2] ?? '';
  // Reject before decoding anything that cannot fit (4 base64 characters carry 3 bytes).
  if (Math.floor((base64.length * 3) / 4) > MAX_DOCUMENT_BYTES + 2) return FIELD_MESSAGES.documentTooLarge;
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) return EMPTY_DOCUMENT_MESSAGE;
  if (bytes.length > MAX_DOCUMENT_BYTES) return FIELD_MESSAGES.documentTooLarge;
  const signature = SIGNATURES[contentType];
  if (!signature || !bytes.subarray(0, signature.length).equals(signature)) return FIELD_MESSAGES.invalidDocumentType;
  return { filename: sanitiseFileName(document.filename, contentType), contentType, bytes };
}

/**
 * Checks and decodes B2B documents: at most 5, each a PDF, PNG or JPEG data URL whose decoded content
 * really is of that type and at most 2 MB. 400 naming every bad document (`fieldPrefix` + index).
 */
export function decodeDocuments(documents: IncomingDocument[], fieldPrefix = 'documents'): DecodedDocument[] {
  if (documents.length > MAX_DOCUMENTS) {
    throw new BadRequestError(FIELD_MESSAGES.tooManyDocuments, [{ field: fieldPrefix, message: FIELD_MESSAGES.tooManyDocuments }]);
  }
  const errors: FieldError[] = [];
  const decoded: DecodedDocument[] = [];
  documents.forEach((document, index) => {
    const result = decodeOne(document);
    if (typeof result === 'string') errors.push({ field: `${fieldPrefix}.${index}.content`, message: result });
    else decoded.push(result);
  });
  if (errors.length > 0) throw new BadRequestError(errors[0].message, errors);
  return decoded;
}

/**
 * Writes documents under `<uploadDir>/documents/<random>/`, each name prefixed by its position so equal
 * names never collide. Removes what it wrote when a write fails.
 */
export async function storeDocuments(uploadDir: string, documents: DecodedDocument[]): Promise<StoredDocument[]> {
  if (documents.length === 0) return [];
  const folder = path.posix.join('documents', randomBytes(12).toString('hex'));
  const absoluteFolder = path.join(uploadDir, folder);
  await mkdir(absoluteFolder, { recursive: true });
  try {
    const stored: StoredDocument[] = [];
    for (const [index, document] of documents.entries()) {
      const storagePath = path.posix.join(folder, `${index + 1}-${document.filename}`);
      await writeFile(path.join(uploadDir, storagePath), document.bytes, { flag: 'wx', mode: 0o640 });
      stored.push({ ...document, storagePath });
    }
    return stored;
  } catch (error) {
    await rm(absoluteFolder, { recursive: true, force: true });
    throw error;
  }
}

/** Removes documents written by `storeDocuments` (their whole folder), e.g. when registration fails. */
export async function removeStoredDocuments(uploadDir: string, documents: StoredDocument[]): Promise<void> {
  const folders = new Set(documents.map((document) => path.posix.dirname(document.storagePath)));
  for (const folder of folders) await rm(path.join(uploadDir, folder), { recursive: true, force: true });
}
