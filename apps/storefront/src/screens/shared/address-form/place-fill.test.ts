import { placeFill } from './place-fill';

const jaipur = { city: 'Jaipur', state: 'Rajasthan' };

describe('filling City and State from a pincode', () => {
  it('fills both into an empty form', () => {
    expect(placeFill({}, {}, jaipur)).toEqual({ state: 'Rajasthan', city: 'Jaipur' });
  });

  it('fills again what it filled before, for a corrected pincode', () => {
    expect(placeFill({ state: 'Karnataka', city: 'Bengaluru' }, { state: 'Karnataka', city: 'Bengaluru' }, jaipur)).toEqual(jaipur);
  });

  it('leaves a city the shopper typed after the fill, and fills the state still as filled', () => {
    expect(placeFill({ state: 'Rajasthan', city: 'Amer' }, jaipur, { city: 'Jaipur', state: 'Rajasthan' })).toEqual({ state: 'Rajasthan' });
  });

  it('leaves a state the shopper chose, and a city of another state out of it', () => {
    expect(placeFill({ state: 'Gujarat' }, jaipur, jaipur)).toEqual({});
    expect(placeFill({ state: 'Rajasthan' }, {}, jaipur)).toEqual({ city: 'Jaipur' });
  });

  it('leaves a state and city that were not filled from a pincode', () => {
    expect(placeFill({ state: 'Kerala', city: 'Kochi' }, {}, jaipur)).toEqual({});
  });
});
