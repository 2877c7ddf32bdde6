import type { Faq } from '@storefront/sdk';

export interface FaqGroup {
  /** The FAQ category; null for questions without one. */
  category: string | null;
  faqs: Faq[];
}

/** FAQs grouped by category in the API's order (uncategorised last), each group sorted by position. */
export function groupFaqs(faqs: readonly Faq[]): FaqGroup[] {
  const groups = new Map<string | null, Faq[]>();
  for (const faq of faqs) {
    const key = faq.category?.trim() || null;
    groups.set(key, [...(groups.get(key) ?? []), faq]);
  }
  const byPosition = (list: Faq[]) => [...list].sort((a, b) => a.position - b.position || a.id - b.id);
  const named = [...groups].filter(([category]) => category !== null);
  const rest = groups.get(null);
  return [
    ...named.map(([category, list]) => ({ category, faqs: byPosition(list) })),
    ...(rest ? [{ category: null, faqs: byPosition(rest) }] : []),
  ];
}
