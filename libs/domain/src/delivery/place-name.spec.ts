import { deliveryByText } from '../messages/delivery';
import { cityDisplayName, stateDisplayName, titleCase } from './place-name';

describe('place names', () => {
  const states = ['Karnataka', 'Dadra and Nagar Haveli and Daman and Diu', 'Andaman and Nicobar Islands'];

  it('spells the state as the store lists it', () => {
    expect(stateDisplayName('KARNATAKA', states)).toBe('Karnataka');
    expect(stateDisplayName('THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU', states)).toBe('Dadra and Nagar Haveli and Daman and Diu');
    expect(stateDisplayName('LADAKH', states)).toBe('Ladakh');
  });

  it('takes the city from the state list when it matches the district, else the district', () => {
    expect(cityDisplayName('BENGALURU URBAN', ['Bengaluru', 'Mysuru'])).toBe('Bengaluru');
    expect(cityDisplayName('JAIPUR', ['Jaipur'])).toBe('Jaipur');
    expect(cityDisplayName('MUMBAI SUBURBAN', ['Mumbai', 'Pune'])).toBe('Mumbai');
    expect(cityDisplayName('SOUTH ANDAMANS', ['Port Blair'])).toBe('South Andamans');
    expect(titleCase('LEH LADAKH')).toBe('Leh Ladakh');
  });

  it('words the delivery date as the contract shows it', () => {
    expect(deliveryByText('2025-12-02')).toBe('Delivery by Tue, 2 Dec');
  });
});
