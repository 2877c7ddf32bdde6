import { cardAmount } from './card-amount';

describe('card provider amount', () => {
  it('is the total x 100 in INR', () => {
    expect(cardAmount(1299)).toEqual({ amount: 129900, currency: 'INR' });
  });

  it('rounds to whole paise', () => {
    expect(cardAmount(0.29)).toEqual({ amount: 29, currency: 'INR' });
    expect(cardAmount(1299.5)).toEqual({ amount: 129950, currency: 'INR' });
  });
});
