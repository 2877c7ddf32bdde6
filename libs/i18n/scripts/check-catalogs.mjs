// The catalogs' own check (run by `nx run i18n:check`, after `lingui compile --strict` has failed on any
// id without Hindi): the Hindi text of an id takes the same placeholders as the English one, a Hindi
// plural has `one` and `other`, Hindi has no id English lacks, and no Hindi text is left in Latin script
// outside the names that stay Latin in Hindi interfaces.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listAreas, readPo } from './po.mjs';
import { checkArea } from './catalog-rules.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/catalogs');
const AREAS = listAreas(root);
const problems = AREAS.flatMap((area) =>
  checkArea(area, readPo(path.join(root, area, 'en-IN.po')), readPo(path.join(root, area, 'hi-IN.po'))),
);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`Catalogs agree (${AREAS.join(', ')}).`);
