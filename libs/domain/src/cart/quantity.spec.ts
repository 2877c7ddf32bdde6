import { nextQuantity, typedQuantity } from './quantity';

const shirt = { stockQty: 3, backOrder: false };

describe('cart quantity', () => {
  it('increments and decrements by the step', () => {
    expect(nextQuantity({ ...shirt, current: 1, delta: 1 })).toEqual({ ok: true, quantity: 2 });
    expect(nextQuantity({ ...shirt, current: 2, delta: -1 })).toEqual({ ok: true, quantity: 1 });
  });

  it('blocks a decrement below 1', () => {
    expect(nextQuantity({ ...shirt, current: 1, delta: -1 })).toEqual({ ok: false, reason: 'below-minimum' });
  });

  it('allows 0 only with allowZero, which means removal', () => {
    expect(nextQuantity({ ...shirt, current: 1, delta: -1, allowZero: true })).toEqual({ ok: true, quantity: 0 });
    expect(nextQuantity({ ...shirt, current: 1, delta: -2, allowZero: true })).toEqual({
      ok: false,
      reason: 'below-minimum',
    });
  });

  it('blocks increment beyond stock with "{n} product(s) in stock"', () => {
    expect(nextQuantity({ ...shirt, current: 3, delta: 1 })).toEqual({
      ok: false,
      reason: 'stock-limit',
      message: '3 product(s) in stock',
    });
  });

  it('lets back_order products go beyond stock', () => {
    expect(nextQuantity({ current: 3, delta: 1, stockQty: 3, backOrder: true })).toEqual({ ok: true, quantity: 4 });
  });

  it('does not limit products whose stock is not tracked', () => {
    expect(nextQuantity({ current: 9, delta: 1, stockQty: null })).toEqual({ ok: true, quantity: 10 });
  });

  it('still lets an over-stock line come down', () => {
    expect(nextQuantity({ ...shirt, current: 5, delta: -1 })).toEqual({ ok: true, quantity: 4 });
  });

  it('refuses fractional or non-numeric changes', () => {
    expect(nextQuantity({ ...shirt, current: 1, delta: 0.5 })).toEqual({ ok: false, reason: 'invalid' });
    expect(nextQuantity({ ...shirt, current: Number.NaN, delta: 1 })).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('typed cart quantity', () => {
  it('never sends 0, a negative number or text: they become 1', () => {
    expect(typedQuantity('0', shirt)).toEqual({ quantity: 1 });
    expect(typedQuantity('-4', shirt)).toEqual({ quantity: 1 });
    expect(typedQuantity('abc', shirt)).toEqual({ quantity: 1 });
    expect(typedQuantity('', shirt)).toEqual({ quantity: 1 });
  });

  it('keeps a whole number within stock and cuts fractions', () => {
    expect(typedQuantity(' 2 ', shirt)).toEqual({ quantity: 2 });
    expect(typedQuantity('2.7', shirt)).toEqual({ quantity: 2 });
  });

  it('clamps to stock with "{n} product(s) in stock" unless back_order', () => {
    expect(typedQuantity('9', shirt)).toEqual({ quantity: 3, message: '3 product(s) in stock' });
    expect(typedQuantity('9', { stockQty: 3, backOrder: true })).toEqual({ quantity: 9 });
  });
});
