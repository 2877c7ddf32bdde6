import { cleanAddressFields, findStateName } from './address-fields';
import { blankFields, joinedFieldMessages } from './blank-fields';

describe('cleanAddressFields', () => {
  it('trims text, stores a blank optional line as null and keeps out what was not sent', () => {
    const { fields, errors } = cleanAddressFields({ name: ' Ravi ', address_line_2: '  ', landmark: ' Near the temple ', pincode: '600001' });
    expect(errors).toEqual([]);
    expect(fields).toEqual({ name: 'Ravi', address_line_2: null, landmark: 'Near the temple', pincode: '600001' });
  });

  it('refuses required text that is only spaces', () => {
    expect(cleanAddressFields({ name: ' ', address_line_1: '7 Temple Street', city: '' }).errors).toEqual([
      { field: 'name', message: 'name is required' },
      { field: 'city', message: 'city is required' },
    ]);
  });
});

describe('findStateName', () => {
  const states = [{ name: 'Maharashtra', code: 'MH' }];

  it('matches by name or code, any case', () => {
    expect(findStateName(states, ' maharashtra ')).toBe('Maharashtra');
    expect(findStateName(states, 'mh')).toBe('Maharashtra');
    expect(findStateName(states, 'Goa')).toBeNull();
    expect(findStateName(states, ' ')).toBeNull();
  });
});

describe('blankFields', () => {
  it('skips fields not sent and joins the messages for the 400', () => {
    const errors = blankFields({ title: ' ', comment: undefined });
    expect(errors).toEqual([{ field: 'title', message: 'title is required' }]);
    expect(joinedFieldMessages(errors)).toBe('title is required');
  });
});
