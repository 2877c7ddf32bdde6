// A small reader of the PO files Lingui writes (msgid/msgstr pairs, `#.` comments, continued lines):
// enough for the id list and the catalog check, without a parser dependency.
import { readdirSync, readFileSync } from 'node:fs';

function unquote(line) {
  return JSON.parse(line.trim());
}

/** The entries of a PO file, without the header: `{ id, text }` in file order. */
export function readPo(file) {
  const entries = [];
  let current = null;
  let field = null;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('msgid ')) {
      current = { id: unquote(line.slice(6)), text: '' };
      entries.push(current);
      field = 'id';
    } else if (line.startsWith('msgstr ') && current) {
      current.text = unquote(line.slice(7));
      field = 'text';
    } else if (line.startsWith('"') && current && field) {
      current[field] += unquote(line);
    } else {
      field = null;
    }
  }
  return entries.filter((entry) => entry.id !== '');
}

/** The areas: one folder of catalogs each under `catalogsDir`. */
export function listAreas(catalogsDir) {
  return readdirSync(catalogsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}
