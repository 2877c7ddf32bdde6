import type { DerivativeFormat } from './derivatives';

/** Whether the Accept header lists this type (or `image/*`... is not enough: browsers list what they decode). */
function accepts(accept: string, type: string): boolean {
  return accept.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    if (name.trim().toLowerCase() !== type) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** AVIF where the browser says it decodes it, else WebP, else JPEG, which every browser shows. */
export function formatFor(accept: string | undefined): DerivativeFormat {
  const header = accept ?? '';
  if (accepts(header, 'image/avif')) return 'avif';
  if (accepts(header, 'image/webp')) return 'webp';
  return 'jpeg';
}
