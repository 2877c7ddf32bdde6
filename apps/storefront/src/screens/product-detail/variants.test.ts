import { backOrderKettle, classicTee, outOfStockShirt, smartphone } from '@storefront/sdk/testing';
import { choose, initialSelection, isCombinationAvailable, matchVariant, purchasable } from './variants';

const [size, colour] = ['Size', 'Colour'].map((name) => {
  const type = classicTee.option_types.find((t) => t.presentation === name);
  if (!type) throw new Error(`classicTee has no ${name} option`);
  return type;
});

describe('variant picker', () => {
  it('starts on the first variant that can be bought', () => {
    expect(initialSelection(classicTee)).toEqual({ Size: 'M', Colour: 'Black' });
    expect(initialSelection(outOfStockShirt)).toEqual({});
  });

  it('matches the option values to one variant, with its own price and stock', () => {
    const item = purchasable(classicTee, { Size: 'XL', Colour: 'White' });
    expect(item).toEqual(expect.objectContaining({ itemId: 1014, itemType: 'Variant', price: 549, stockQty: 0, buyable: false }));
    expect(matchVariant(classicTee, { Size: 'L', Colour: 'White' })).toBeUndefined();
  });

  it('jumps to an existing variant when the other choices do not combine', () => {
    expect(choose(classicTee, { Size: 'M', Colour: 'Black' }, size, 'XL')).toEqual({ Size: 'XL', Colour: 'White' });
    expect(choose(classicTee, { Size: 'M', Colour: 'Black' }, colour, 'White')).toEqual({ Size: 'M', Colour: 'White' });
    expect(isCombinationAvailable(classicTee, { Size: 'L', Colour: 'Black' }, colour, 'White')).toBe(false);
  });

  it('buys a product without variants as a Product, back order included', () => {
    expect(purchasable(backOrderKettle, {})).toEqual(expect.objectContaining({ itemId: 106, itemType: 'Product', buyable: true }));
    expect(purchasable(outOfStockShirt, {})).toEqual(expect.objectContaining({ buyable: false }));
    expect(purchasable(smartphone, { Colour: 'Blue' })).toEqual(expect.objectContaining({ itemId: 1112, price: 18999 }));
  });
});
