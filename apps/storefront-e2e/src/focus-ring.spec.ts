import { expect, test, type Page } from '@playwright/test';
import { LIGHT_PAGE, THEMES, openStore } from './support/store';

/*
 * A visible focus ring on every control in every theme (WCAG 2.4.7 and 1.4.11): each
 * stop of the Tab order through a page (header, a form, footer) draws an outline or a ring (box-shadow) at
 * least 2 px wide whose colour has at least 3:1 contrast with what is behind it.
 */

const MAX_STOPS = 120;

/** What the focused element draws to show focus (2 px or more, 3:1 or more), judged in the page; null when it is fine. */
function focusRingProblem(): string | null {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return null;
  type Rgba = [number, number, number, number];
  const parse = (value: string): Rgba | null => {
    const match = value.match(/rgba?\(([^)]+)\)/);
    if (!match) return null;
    const parts = match[1].split(/[\s,/]+/).filter(Boolean).map(Number);
    return [parts[0], parts[1], parts[2], parts.length > 3 ? parts[3] : 1];
  };
  const over = (top: Rgba, bottom: Rgba): Rgba => {
    const a = top[3];
    return [top[0] * a + bottom[0] * (1 - a), top[1] * a + bottom[1] * (1 - a), top[2] * a + bottom[2] * (1 - a), 1];
  };
  /** The colour behind `from`: its background and its ancestors', layered, over white. */
  const behind = (from: Element | null): Rgba => {
    const layers: Rgba[] = [];
    for (let node = from; node; node = node.parentElement) {
      const colour = parse(getComputedStyle(node).backgroundColor);
      if (colour && colour[3] > 0) {
        layers.push(colour);
        if (colour[3] >= 1) break;
      }
    }
    return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
  };
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const contrast = (a: Rgba, b: Rgba) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  };
  const style = getComputedStyle(element);
  const rings: { colour: Rgba; against: Rgba }[] = [];
  const outlineWidth = parseFloat(style.outlineWidth) || 0;
  if (style.outlineStyle !== 'none' && outlineWidth >= 2) {
    const colour = parse(style.outlineColor);
    const inside = (parseFloat(style.outlineOffset) || 0) < 0;
    const against = behind(inside ? element : element.parentElement);
    if (colour) rings.push({ colour: over(colour, against), against });
  }
  if (style.boxShadow && style.boxShadow !== 'none') {
    // Each shadow: its colour and its spread (the last length); a focus ring is a shadow with a spread.
    for (const shadow of style.boxShadow.split(/,(?![^(]*\))/)) {
      const colour = parse(shadow);
      const lengths = shadow.replace(/rgba?\([^)]*\)/, '').match(/-?[\d.]+px/g) ?? [];
      const spread = lengths.length >= 4 ? Math.abs(parseFloat(lengths[3])) : 0;
      if (!colour || spread < 2) continue;
      const against = behind(shadow.includes('inset') ? element : element.parentElement);
      rings.push({ colour: over(colour, against), against });
    }
  }
  const name = (element.getAttribute('aria-label') || element.textContent || element.getAttribute('placeholder') || element.tagName)
    .trim()
    .replace(/\s+/g, ' ')
    .slice(0, 40);
  if (rings.length === 0) return `"${name}" (${element.tagName.toLowerCase()}) shows no focus ring`;
  const best = Math.max(...rings.map((ring) => contrast(ring.colour, ring.against)));
  return best >= 3 ? null : `"${name}" (${element.tagName.toLowerCase()}) has a focus ring of only ${best.toFixed(2)}:1`;
}

/** Tabs through the page from the top and lists every stop whose focus ring is missing or too faint. */
async function focusProblems(page: Page): Promise<string[]> {
  const problems = new Set<string>();
  const seen = new Set<string>();
  for (let stop = 0; stop < MAX_STOPS; stop += 1) {
    await page.keyboard.press('Tab');
    const key = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return 'body';
      const path: string[] = [];
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        path.push(String(Array.from(node.parentElement?.children ?? []).indexOf(node)));
      }
      return path.join('.');
    });
    if (seen.has(key)) break;
    seen.add(key);
    const problem = await page.evaluate(focusRingProblem);
    if (problem) problems.add(problem);
  }
  return [...problems];
}

test.describe('focus ring', () => {
  for (const theme of THEMES) {
    test(`theme ${theme.name}: every control reached with Tab shows a focus ring of at least 3:1`, async ({ page }) => {
      await openStore(page, LIGHT_PAGE, { theme: theme.name });
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      expect(await focusProblems(page)).toEqual([]);
    });
  }
});
