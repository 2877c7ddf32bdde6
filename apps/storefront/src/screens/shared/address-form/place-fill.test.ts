import { placeFill } from './place-fill';

const jaipur = { city: 'Jaipur', state: 'Rajasthan' };

describe('filling City and State from a pincode', () => {
  it('fills both into an empty form', () => {
    expect(placeFill({}, {}, jaipur)).toEqual({ state: 'Rajasthan', city: 'Jaipur' });
  });

  it('fills again what it filled before, for a corrected pincode', () => {
    expect(placeFill({ state: 'Karnataka', city: 'Bengaluru' }, { state: 'Karnataka', city: 'Bengaluru' }, jaipur)).toEqual(jaipur);
  });

  it('leaves a city the shopper chose after the fill, while the state stays', () => {
    expect(placeFill({ state: 'Rajasthan', city: 'Kota' }, jaipur, jaipur)).toEqual({ state: 'Rajasthan' });
  });

  it('fills the city of a pincode in another state, over the shopper’s city of the old one', () => {
    expect(placeFill({ state: 'Rajasthan', city: 'Kota' }, jaipur, { city: 'Kavaratti', state: 'Lakshadweep' })).toEqual({
      state: 'Lakshadweep',
      city: 'Kavaratti',
    });
  });

  it('leaves a state the shopper chose, and a city of another state out of it', () => {
    expect(placeFill({ state: 'Gujarat' }, jaipur, jaipur)).toEqual({});
    expect(placeFill({ state: 'Rajasthan' }, {}, jaipur)).toEqual({ city: 'Jaipur' });
  });

  it('leaves a state and city that were not filled from a pincode', () => {
    expect(placeFill({ state: 'Kerala', city: 'Kochi' }, {}, jaipur)).toEqual({});
  });
});
