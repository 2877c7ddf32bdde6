import { CART_NAME_MAX_LENGTH, WISHLIST_NAME_MAX_LENGTH } from '../constants';
import { truncateName } from './truncate-name';

describe('cart item name truncation', () => {
  const longName = 'Handloom Cotton Kurta with Block Print, Indigo Blue';

  it('cuts to 30 characters in the cart and adds "..."', () => {
    expect(truncateName(longName, CART_NAME_MAX_LENGTH)).toBe('Handloom Cotton Kurta with Blo...');
  });

  it('cuts to 40 characters in the wishlist', () => {
    expect(truncateName(longName, WISHLIST_NAME_MAX_LENGTH)).toBe('Handloom Cotton Kurta with Block Print, ...');
  });

  it('leaves short names alone', () => {
    expect(truncateName('Kurta', CART_NAME_MAX_LENGTH)).toBe('Kurta');
    expect(truncateName('x'.repeat(30), CART_NAME_MAX_LENGTH)).toBe('x'.repeat(30));
  });

  it('never splits an emoji', () => {
    expect(truncateName('😀😀😀', 2)).toBe('😀😀...');
  });
});
