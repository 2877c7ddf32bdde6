import { THEMES, toThemeName } from './themes';

describe('themes', () => {
  it('are Standard, Ultra, Default, Elite, Cosmetic, Grocery, Electronic, Garment', () => {
    expect(THEMES).toEqual(['Standard', 'Ultra', 'Default', 'Elite', 'Cosmetic', 'Grocery', 'Electronic', 'Garment']);
  });

  it('reads a theme name ignoring case and spaces', () => {
    expect(toThemeName(' grocery ')).toBe('Grocery');
    expect(toThemeName('Neon')).toBeNull();
    expect(toThemeName(undefined)).toBeNull();
  });
});
