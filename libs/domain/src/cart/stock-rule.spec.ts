import { MAX_ITEM_QUANTITY } from '../constants';
import { lineQuantityCap, orderLineRefusal, quantityRefusal } from './stock-rule';

const inStock = (stockQty: number) => ({ stockQty, backOrder: false });
const backOrdered = { stockQty: 0, backOrder: true };

describe('cart stock rule', () => {
  it('refuses an item with no stock, and more than the stock, unless on back order', () => {
    expect(quantityRefusal(inStock(0), 1)).toBe('0 product(s) in stock');
    expect(quantityRefusal(inStock(-3), 1)).toBe('0 product(s) in stock');
    expect(quantityRefusal(inStock(5), 6)).toBe('5 product(s) in stock');
    expect(quantityRefusal(inStock(5), 5)).toBeNull();
    expect(quantityRefusal(backOrdered, 40)).toBeNull();
  });

  it('caps a line at 999 units with one message, stock first', () => {
    expect(MAX_ITEM_QUANTITY).toBe(999);
    expect(quantityRefusal(backOrdered, 1000)).toBe('You can order at most 999 units of one item');
    expect(quantityRefusal(inStock(5_000), 1000)).toBe('You can order at most 999 units of one item');
    expect(quantityRefusal(inStock(5), 1000)).toBe('5 product(s) in stock');
  });

  it('gives the most a line may hold: the stock, 999 on back order, nothing for an item that is gone', () => {
    expect(lineQuantityCap(inStock(7))).toBe(7);
    expect(lineQuantityCap(inStock(-1))).toBe(0);
    expect(lineQuantityCap(inStock(5_000))).toBe(999);
    expect(lineQuantityCap(backOrdered)).toBe(999);
    expect(lineQuantityCap(null)).toBe(0);
  });

  it('checks the stock again when the order is placed, naming the product', () => {
    expect(orderLineRefusal('Masala Chai', inStock(0), 1)).toBe('Masala Chai is out of stock');
    expect(orderLineRefusal('Masala Chai', inStock(2), 3)).toBe('Masala Chai: 2 product(s) in stock');
    expect(orderLineRefusal('Masala Chai', inStock(3), 3)).toBeNull();
    expect(orderLineRefusal('Kettle', backOrdered, 30)).toBeNull();
  });
});
