import { footerVariant, headerCategoryLimit, headerVariant } from './variants';

describe('header variant', () => {
  it('has its own layout for Grocery, Electronic and Garment', () => {
    expect(headerVariant('Grocery')).toBe('grocery');
    expect(headerVariant('Electronic')).toBe('electronic');
    expect(headerVariant('Garment')).toBe('garment');
  });

  it('gives every other theme the default header', () => {
    for (const theme of ['Standard', 'Ultra', 'Default', 'Elite', 'Cosmetic'] as const) {
      expect(headerVariant(theme)).toBe('default');
    }
  });
});

describe('footer variant', () => {
  it('is chosen by theme_template name', () => {
    expect(footerVariant('Standard')).toBe('standard');
    expect(footerVariant('Ultra')).toBe('ultra');
    expect(footerVariant('Elite')).toBe('elite');
    expect(footerVariant('Cosmetic')).toBe('cosmetic');
    expect(footerVariant('Grocery')).toBe('grocery');
    expect(footerVariant('Electronic')).toBe('electronic');
    expect(footerVariant('Garment')).toBe('garment');
  });

  it('gives any other name the default footer', () => {
    expect(footerVariant('Default')).toBe('default');
    expect(footerVariant('Neon')).toBe('default');
    expect(footerVariant(null)).toBe('default');
  });
});

describe('header category limit', () => {
  it('shows 5 categories before More, 4 in Garment', () => {
    expect(headerCategoryLimit('Electronic')).toBe(5);
    expect(headerCategoryLimit('Garment')).toBe(4);
  });
});
