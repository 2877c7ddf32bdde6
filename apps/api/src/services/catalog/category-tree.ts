import type { Kysely } from 'kysely';
import type { Database, Row } from '../../db/schema';
import { isSet } from '../../db/values';
import { loadPictures, type Picture, type Pictures } from '../../media/load-pictures';

/** The `Category` wire shape; `slug` is the CMS page the menus link to, when there is one. */
export interface CategoryNode {
  id: number;
  name: string;
  slug: string | null;
  image: string | null;
  picture: Picture | null;
  show_on_header: boolean;
  is_top: boolean;
  parent_id: number | null;
  childrens: CategoryNode[];
}

/** The spec nests categories three levels deep (top, child, grandchild). */
export const MAX_CATEGORY_DEPTH = 3;

export async function loadCategories(db: Kysely<Database>): Promise<Row<'categories'>[]> {
  return db.selectFrom('categories').selectAll().orderBy('position').orderBy('name').orderBy('id').execute();
}

function toNode(row: Row<'categories'>, pictures: Pictures): CategoryNode {
  return {
    id: row.id,
    name: row.name,
    slug: row.cms_slug,
    image: row.image,
    picture: pictures.of(row.image),
    show_on_header: isSet(row.show_on_header),
    is_top: isSet(row.is_top),
    parent_id: row.parent_id,
    childrens: [],
  };
}

/** Builds the forest of top-level categories, children nested (at most three levels). */
export function buildCategoryTree(rows: Row<'categories'>[], pictures: Pictures): CategoryNode[] {
  const nodes = new Map(rows.map((row) => [row.id, toNode(row, pictures)]));
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id) as CategoryNode;
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
    if (parent) parent.childrens.push(node);
    else if (row.parent_id === null) roots.push(node);
  }
  const prune = (list: CategoryNode[], depth: number) => {
    for (const node of list) {
      if (depth >= MAX_CATEGORY_DEPTH) node.childrens = [];
      else prune(node.childrens, depth + 1);
    }
  };
  prune(roots, 1);
  return roots;
}

/** Every category as a tree, with the pictures of their images. */
export async function loadCategoryTree(db: Kysely<Database>): Promise<CategoryNode[]> {
  const rows = await loadCategories(db);
  return buildCategoryTree(rows, await loadPictures(db, rows.map((row) => row.image)));
}

/** The given categories and everything below them (a category filter includes its sub-categories). */
export function withDescendants(rows: Row<'categories'>[], ids: number[]): number[] {
  const children = new Map<number, number[]>();
  for (const row of rows) {
    if (row.parent_id === null) continue;
    const list = children.get(row.parent_id) ?? [];
    list.push(row.id);
    children.set(row.parent_id, list);
  }
  const seen = new Set<number>();
  const queue = [...ids];
  while (queue.length > 0) {
    const id = queue.pop() as number;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(children.get(id) ?? []));
  }
  return [...seen];
}

/** `CategoryRef`: id, name and the CMS slug (null when the category has no page). */
export function toCategoryRef(row: Pick<Row<'categories'>, 'id' | 'name' | 'cms_slug'>) {
  return { id: row.id, name: row.name, slug: row.cms_slug };
}
