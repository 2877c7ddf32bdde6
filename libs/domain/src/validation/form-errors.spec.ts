import { z } from 'zod';
import { formValidator, toFormErrors } from './form-errors';

const schema = z.object({
  name: z.string().min(1, 'name required').min(3, 'too short'),
  address: z.object({ city: z.string().min(1, 'city required') }),
});

describe('form errors for react-final-form', () => {
  it('gives the first message of each field', () => {
    const errors = toFormErrors(schema.safeParse({ name: '', address: { city: '' } }));
    expect(errors).toEqual({ name: 'name required', 'address.city': 'city required' });
  });

  it('gives an empty record for valid values', () => {
    expect(formValidator(schema)({ name: 'Asha', address: { city: 'Pune' } })).toEqual({});
  });

  it('treats missing values as an empty form', () => {
    expect(formValidator(z.object({ name: z.string({ error: 'name required' }) }))(undefined)).toEqual({
      name: 'name required',
    });
  });
});
