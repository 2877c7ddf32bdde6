import { badRequest, ok, type FakeResolvers } from '../http';
import { summaryOf } from '../model/catalog';
import type { ProductRecord } from '../state';
import { byNewest, matchesText } from './catalog';

/** Search as you type: name matches, names starting with the text first, at most 10. */
export const searchResolvers = {
  searchProducts: ({ state, query }) => {
    const text = String(query.query).trim().toLowerCase();
    if (!text) throw badRequest('query is required', [{ field: 'query', message: 'query is required' }]);
    const hits = state.products.filter((p) => p.detail.name.toLowerCase().includes(text) || matchesText(p, text));
    const rank = (p: ProductRecord) => (p.detail.name.toLowerCase().startsWith(text) ? 0 : p.detail.name.toLowerCase().includes(text) ? 1 : 2);
    return ok(hits.sort((a, b) => rank(a) - rank(b) || byNewest(a, b)).slice(0, 10).map(summaryOf));
  },
} satisfies FakeResolvers;
