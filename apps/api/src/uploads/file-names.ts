import path from 'node:path';

/** Extensions a stored document may carry per content type; the first is used when the name has none. */
const EXTENSIONS: Record<string, string[]> = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
};
const MAX_NAME_LENGTH = 100;

/**
 * A file name safe to show and to store: no directories, only letters, digits, dot, dash and
 * underscore, no leading dot, at most 100 characters, ending in an extension of its real content type.
 */
export function sanitiseFileName(raw: string, contentType: string): string {
  const cleaned = path.posix
    .basename(raw.replace(/\\/g, '/'))
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_');
  const allowed = EXTENSIONS[contentType] ?? [''];
  const current = path.extname(cleaned).toLowerCase();
  const keeps = allowed.includes(current) && current !== '';
  const extension = keeps ? current : allowed[0];
  const stem = (keeps ? cleaned.slice(0, -current.length) : cleaned)
    .replace(/_+/g, '_')
    .replace(/\.+/g, '.')
    .replace(/^[._-]+|[._-]+$/g, '')
    .slice(0, MAX_NAME_LENGTH - extension.length)
    .replace(/[._-]+$/, '');
  return `${stem || 'document'}${extension}`;
}
