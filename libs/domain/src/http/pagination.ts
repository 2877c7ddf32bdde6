/** The pagination meta of a list answer (the contract's `PaginationMeta`). */
export type PageMeta = {
  current_page: number;
  per_page: number;
  total_count: number;
  total_pages: number;
};

/** The meta of page `page` (from 1) of `perPage` items out of `totalCount`. */
export function pageMeta(page: number, perPage: number, totalCount: number): PageMeta {
  return { current_page: page, per_page: perPage, total_count: totalCount, total_pages: Math.ceil(totalCount / perPage) };
}

/** Where page `page` (from 1) starts in the whole list. */
export function pageOffset(page: number, perPage: number): number {
  return (page - 1) * perPage;
}
