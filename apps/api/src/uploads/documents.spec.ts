import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FIELD_MESSAGES } from '@storefront/domain';
import { AppError } from '../http/errors';
import { decodeDocuments, removeStoredDocuments, storeDocuments } from './documents';

const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const pngBytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

function rejection(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('B2B documents', () => {
  it('decodes PDF, PNG and JPEG data URLs with safe names', () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    const decoded = decodeDocuments([
      { filename: 'gst.pdf', content: dataUrl('application/pdf', pdfBytes) },
      { filename: '../shop.png', content: dataUrl('image/png', pngBytes) },
      { filename: 'pan card', content: dataUrl('image/jpeg', jpeg) },
    ]);
    expect(decoded.map((d) => [d.filename, d.contentType, d.bytes.length])).toEqual([
      ['gst.pdf', 'application/pdf', pdfBytes.length],
      ['shop.png', 'image/png', pngBytes.length],
      ['pan_card.jpg', 'image/jpeg', jpeg.length],
    ]);
  });

  it('refuses other types, and content that is not what it claims to be', () => {
    const error = rejection(() =>
      decodeDocuments([
        { filename: 'a.gif', content: dataUrl('image/gif', Buffer.from('GIF89a')) },
        { filename: 'b.pdf', content: dataUrl('application/pdf', pngBytes) },
      ]),
    );
    expect(error.statusCode).toBe(400);
    expect(error.errors).toEqual([
      { field: 'documents.0.content', message: FIELD_MESSAGES.invalidDocumentType },
      { field: 'documents.1.content', message: FIELD_MESSAGES.invalidDocumentType },
    ]);
  });

  it('checks the decoded size: 2 MB passes, one byte more does not', () => {
    const limit = Buffer.concat([pdfBytes, Buffer.alloc(2 * 1024 * 1024 - pdfBytes.length)]);
    expect(decodeDocuments([{ filename: 'ok.pdf', content: dataUrl('application/pdf', limit) }])).toHaveLength(1);
    const over = Buffer.concat([limit, Buffer.from([0])]);
    const error = rejection(() => decodeDocuments([{ filename: 'big.pdf', content: dataUrl('application/pdf', over) }]));
    expect(error.message).toBe(FIELD_MESSAGES.documentTooLarge);
  });

  it('refuses more than 5 documents and empty ones', () => {
    const one = { filename: 'a.pdf', content: dataUrl('application/pdf', pdfBytes) };
    expect(rejection(() => decodeDocuments(Array(6).fill(one))).message).toBe(FIELD_MESSAGES.tooManyDocuments);
    expect(rejection(() => decodeDocuments([{ filename: 'e.pdf', content: 'data:application/pdf;base64,' }])).statusCode).toBe(400);
  });

  it('stores files under the upload directory and removes them again', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'uploads-'));
    try {
      const stored = await storeDocuments(dir, decodeDocuments([
        { filename: 'same.pdf', content: dataUrl('application/pdf', pdfBytes) },
        { filename: 'same.pdf', content: dataUrl('application/pdf', pdfBytes) },
      ]));
      expect(stored[0].storagePath).toMatch(/^documents\/[0-9a-f]{24}\/1-same\.pdf$/);
      expect(stored[1].storagePath).toMatch(/\/2-same\.pdf$/);
      expect(await readFile(path.join(dir, stored[1].storagePath))).toEqual(pdfBytes);
      await removeStoredDocuments(dir, stored);
      await expect(stat(path.join(dir, path.dirname(stored[0].storagePath)))).rejects.toThrow();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
