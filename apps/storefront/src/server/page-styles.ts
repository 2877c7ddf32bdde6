import createCache, { type EmotionCache } from '@emotion/cache';

export interface PageStyles {
  /** The cache to render the page with (`<CacheProvider value={cache}>`). */
  cache: EmotionCache;
  /** The page's styles as `<style>` elements for `<head>`, in the order they were first used. */
  styleTags: () => string;
}

/** `</style` inside a rule would end the element early: `\/` is the same character to CSS. */
const escapeRules = (rules: string) => rules.replace(/<\/(style)/gi, '<\\/$1');

/**
 * Emotion's styles of one server render, collected for the page's head instead of written next to each
 * component: a hundred `<style>` elements through the body are as many changes to the document's styles
 * while it is parsed; one sheet in the head is read once, before the body. The elements are named as Emotion names its
 * own server-rendered styles (`css <names>` for class rules, `css-global <name>` for each `<Global>`), so
 * the browser's Emotion takes them up at start-up and inserts none of them again when the page hydrates.
 *
 * Emotion keeps a rule's text only in its server build (`compat` mode, where the render writes no
 * `<style>` itself); where it runs with a document (the unit tests' jsdom) there is nothing to collect.
 */
export function collectPageStyles(): PageStyles {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const names: string[] = [];
  const globals = new Set<string>();
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (!(serialized.name in cache.inserted)) {
      names.push(serialized.name);
      // `<Global>` inserts without a selector; so do keyframes, which belong with the class rules.
      if (selector === '' && !serialized.styles.trimStart().startsWith('@keyframes')) globals.add(serialized.name);
    }
    return insert(selector, serialized, sheet, shouldCache);
  };
  const rulesOf = (name: string) => {
    const rules = cache.inserted[name];
    return typeof rules === 'string' ? rules : '';
  };
  return {
    cache,
    styleTags() {
      const globalTags = names
        .filter((name) => globals.has(name) && rulesOf(name))
        .map((name) => `<style data-emotion="${cache.key}-global ${name}">${escapeRules(rulesOf(name))}</style>`);
      const classNames = names.filter((name) => !globals.has(name) && rulesOf(name));
      const classTag = classNames.length
        ? `<style data-emotion="${cache.key} ${classNames.join(' ')}">${escapeRules(classNames.map(rulesOf).join(''))}</style>`
        : '';
      return globalTags.join('') + classTag;
    },
  };
}
