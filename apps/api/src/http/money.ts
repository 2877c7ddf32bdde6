/** Paise (database) to rupees (wire): a number with at most two decimals. */
export function toRupees(paise: number): number {
  return Math.round(paise) / 100;
}

export function toRupeesOrNull(paise: number | null | undefined): number | null {
  return paise === null || paise === undefined ? null : toRupees(paise);
}

/** Rupees (wire) to paise (database), rounding away float noise (1299.5 -> 129950). */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}
