/** Widths (px) of the header nav's entries, measured in the browser. */
export interface NavFitInput {
  /** The width the nav may take. */
  available: number;
  /** The list's column gap. */
  gap: number;
  /** Entries that always stay in the bar (Home). */
  fixed: readonly number[];
  /**
   * Entries that may move into "More", in bar order: the header categories, then the header CMS pages.
   * The last ones leave first, so the pages go before any category does.
   */
  optional: readonly number[];
  /** The "More" button. */
  more: number;
  /** "More" shows even when every optional entry fits (there are flagged categories past the limit). */
  moreAlways: boolean;
}

/** Tolerance for sub-pixel widths. */
const EPSILON_PX = 0.5;

/**
 * How many optional entries (from the start) fit in the bar next to the fixed ones and, when anything
 * is left over, the "More" button that then holds the rest. 0 when even the first does not fit.
 */
export function fitNavEntries({ available, gap, fixed, optional, more, moreAlways }: NavFitInput): number {
  for (let kept = optional.length; kept > 0; kept -= 1) {
    if (rowWidth(gap, fixed, optional.slice(0, kept), moreAlways || kept < optional.length ? more : null) <= available + EPSILON_PX) {
      return kept;
    }
  }
  return 0;
}

function rowWidth(gap: number, fixed: readonly number[], kept: readonly number[], more: number | null): number {
  const widths = more === null ? [...fixed, ...kept] : [...fixed, ...kept, more];
  return widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(0, widths.length - 1);
}
