import createCache, { type EmotionCache } from '@emotion/cache';

/** One of Emotion's rules as its server build keeps it: the style's name and its CSS text. */
export type StyleRule = readonly [name: string, rules: string];

export interface PageStyles {
  /** The cache to render the page with (`<CacheProvider value={cache}>`). */
  cache: EmotionCache;
  /** The page's styles as `<style>` elements for `<head>`, in the order they were first used. */
  styleTags: () => string;
  /** How many rules the page has so far: a position in their order. */
  ruleCount: () => number;
  /**
   * The rules a part of this page's HTML needs, so the part can be written into another page: those taken
   * in while it rendered (between two rule counts, in their order; some are of components' classes merged
   * into others), then those of the Emotion classes in its HTML and the keyframes they name. Null when one
   * has no rules here.
   */
  rulesUsedBy: (html: string, renderedFrom: number, renderedTo: number) => StyleRule[] | null;
  /** Takes rules kept from another render into this page's styles, after the ones it has. */
  adopt: (rules: readonly StyleRule[]) => void;
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
  const classPrefix = `${cache.key}-`;
  return {
    cache,
    ruleCount: () => names.length,
    rulesUsedBy(html, renderedFrom, renderedTo) {
      const used = new Set(names.slice(renderedFrom, renderedTo));
      for (const [, classes] of html.matchAll(/ class="([^"]*)"/g)) {
        for (const token of classes.split(' ')) if (token.startsWith(classPrefix)) used.add(token.slice(classPrefix.length));
      }
      const rules: StyleRule[] = [];
      for (const name of used) {
        const text = cache.inserted[name];
        if (typeof text !== 'string') return null;
        for (const [animation] of text.matchAll(/animation-[a-z0-9]+/g)) {
          const keyframes = rulesOf(animation);
          if (keyframes) rules.push([animation, keyframes]);
        }
        rules.push([name, text]);
      }
      return rules;
    },
    adopt(rules) {
      for (const [name, text] of rules) {
        if (name in cache.inserted) continue;
        cache.inserted[name] = text;
        names.push(name);
      }
    },
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
