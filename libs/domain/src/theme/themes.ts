/** The storefront themes (docs/product.md §1). */
export const THEMES = ['Standard', 'Ultra', 'Default', 'Elite', 'Cosmetic', 'Grocery', 'Electronic', 'Garment'] as const;

/** A theme name. */
export type ThemeName = (typeof THEMES)[number];

/** The theme used when no other applies. */
export const DEFAULT_THEME: ThemeName = 'Default';

/** The theme forced on local and LAN development hosts. */
export const LOCAL_DEV_THEME: ThemeName = 'Electronic';

/** The theme a name stands for, ignoring case and surrounding spaces ("grocery" -> "Grocery"), or null. */
export function toThemeName(value: string | null | undefined): ThemeName | null {
  const wanted = (value ?? '').trim().toLowerCase();
  return THEMES.find((theme) => theme.toLowerCase() === wanted) ?? null;
}
