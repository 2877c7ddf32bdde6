import { pageMeta } from '@storefront/domain';

/** The success envelope every operation answers with. */
export interface SuccessBody<T> {
  data: T;
  meta: SuccessMeta;
}

export interface SuccessMeta {
  message?: string;
  current_page?: number;
  total_pages?: number;
  total_count?: number;
  per_page?: number;
  [key: string]: unknown;
}

/** `{ data, meta }`; meta always present (may be empty). */
export function ok<T>(data: T, meta: SuccessMeta = {}): SuccessBody<T> {
  return { data, meta };
}

/** A page of results with the pagination meta of the contract. */
export function paged<T>(
  data: T[],
  page: { page: number; perPage: number; totalCount: number },
  meta: SuccessMeta = {},
): SuccessBody<T[]> {
  return ok(data, { ...meta, ...pageMeta(page.page, page.perPage, page.totalCount) });
}

/** The error envelope (built only by the error handler). */
export interface ErrorBody {
  meta: { message: string };
  errors?: { field: string; message: string }[];
}
