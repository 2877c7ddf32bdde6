// The rules of the catalog check (scripts/check-catalogs.mjs), apart from its command line so that tests
// can run them on fixtures.
import { LATIN_ALLOWED } from './latin-allow-list.mjs';

/** `{name}` and `{count, plural, ...}` argument names of an ICU message. */
export function placeholders(text) {
  const names = new Set();
  for (const match of text.matchAll(/\{\s*([A-Za-z_][\w]*)\s*(?:,|\})/g)) names.add(match[1]);
  return [...names].sort();
}

/** The plural categories of the first `{x, plural, ...}` in a message, or null. */
export function pluralCategories(text) {
  const start = text.search(/\{\s*\w+\s*,\s*plural\s*,/);
  if (start < 0) return null;
  const categories = [];
  let depth = 0;
  let word = '';
  for (const char of text.slice(text.indexOf(',', text.indexOf(',', start) + 1) + 1)) {
    if (char === '{') {
      if (depth === 0 && word.trim()) categories.push(word.trim());
      depth += 1;
      word = '';
    } else if (char === '}') {
      depth -= 1;
      if (depth < 0) break;
    } else if (depth === 0) word += char;
  }
  return categories;
}

/** The Latin words of a Hindi text outside its placeholders and the allow list. */
export function latinWords(text) {
  const withoutArguments = text.replace(/\{\s*\w+\s*\}/g, ' ').replace(/\{\s*\w+\s*,\s*plural\s*,/g, ' ').replace(/\b(one|other|zero|two|few|many)\s*\{/g, '{');
  return (withoutArguments.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !LATIN_ALLOWED.includes(word));
}

/** Every problem of one area's English and Hindi entries, as sentences. */
export function checkArea(area, english, hindi) {
  const problems = [];
  const englishById = new Map(english.map((entry) => [entry.id, entry.text]));
  for (const { id, text } of english) {
    // Lingui formats every plural's number with an Intl.NumberFormat, whose first creation on a page costs
    // a phone tens of milliseconds; English needs none (its pages use the store's own formatters).
    if (pluralCategories(text)) problems.push(`${area}: ${id}: English chooses with {count, select, 1 {...} other {...}}, not a plural`);
  }
  for (const { id, text } of hindi) {
    const where = `${area}: ${id}`;
    if (!englishById.has(id)) {
      problems.push(`${where} is in Hindi only`);
      continue;
    }
    const source = englishById.get(id);
    if (placeholders(source).join() !== placeholders(text).join()) {
      problems.push(`${where} takes {${placeholders(text).join('}, {')}} in Hindi, {${placeholders(source).join('}, {')}} in English`);
    }
    const categories = pluralCategories(text);
    if (categories && !(categories.includes('one') && categories.includes('other'))) {
      problems.push(`${where}: a Hindi plural needs both "one" (0 and 1) and "other"`);
    }
    const latin = latinWords(text);
    if (latin.length > 0) problems.push(`${where} has Latin text in Hindi: ${latin.join(', ')}`);
  }
  return problems;
}
