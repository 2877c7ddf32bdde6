/**
 * Fails when folders of a source tree import each other (`screens` imports `layout` and `layout` imports
 * `screens`), at folder depths 1 and 2 under each root given; prints each cycle with the imports that
 * close it. Run by the `lint` targets of the api and storefront projects:
 * `node tools/scripts/folder-cycles.mjs apps/storefront/src`.
 */
import { findFolderCycles } from './folder-cycles/find-cycles.mjs';

const roots = process.argv.slice(2);
if (roots.length === 0) {
  console.error('usage: node tools/scripts/folder-cycles.mjs <source root>...');
  process.exit(2);
}
let failed = false;
for (const root of roots) {
  for (const cycle of findFolderCycles(root)) {
    failed = true;
    console.error(`${root}: folders import each other (depth ${cycle.depth}): ${cycle.folders.join(' <-> ')}`);
    for (const { from, to, files } of cycle.imports) {
      const more = files.length > 2 ? ` (and ${files.length - 2} more)` : '';
      console.error(`  ${from} -> ${to}: ${files.slice(0, 2).join(', ')}${more}`);
    }
  }
}
if (failed) {
  console.error('Move what both folders use into a folder of its own, so imports run one way.');
  process.exit(1);
}
