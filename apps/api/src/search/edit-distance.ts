/**
 * Damerau-Levenshtein distance (insert, delete, replace, swap of neighbours), giving up above `max`:
 * answers `max + 1` as soon as the distance must exceed it. "sandlas" -> "sandals" is 1 (a swap).
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, beforePrevious[j - 2] + 1);
      }
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > max) return max + 1;
    beforePrevious = previous;
    previous = current;
  }
  return Math.min(previous[b.length], max + 1);
}

/** How many edits a typed word of this length may hold and still count as a typo of a known word. */
export function typoAllowance(word: string): number {
  if (word.length < 4) return 0;
  return word.length < 7 ? 1 : 2;
}
