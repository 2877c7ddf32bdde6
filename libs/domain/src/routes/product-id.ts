/** Reads the `:id` of /products/:slug/:id; null when it is not a positive whole number (the page is then not found). */
export function productIdParam(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
