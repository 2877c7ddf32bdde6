import { addressSchema } from './address';
import { formValidator } from './form-errors';

const validate = formValidator(addressSchema);
const home = {
  name: 'Asha Rao',
  phone: '9876543210',
  address_line_1: '12 MG Road',
  state: 'Karnataka',
  city: 'Bengaluru',
  pincode: '560001',
};

describe('address form', () => {
  it('accepts a complete Indian address', () => {
    expect(validate(home)).toEqual({});
  });

  it('names each missing required field', () => {
    expect(validate({})).toEqual({
      name: 'name required',
      phone: 'full phone number required',
      address_line_1: 'address required',
      state: 'state required',
      city: 'city required',
      pincode: 'pincode required',
    });
  });

  it('needs a 10-digit phone and a 6-digit pincode not starting with 0', () => {
    expect(validate({ ...home, phone: '98765' })).toEqual({ phone: 'Invalid phone number' });
    expect(validate({ ...home, pincode: '060001' })).toEqual({ pincode: 'Invalid pincode' });
    expect(validate({ ...home, pincode: '56001' })).toEqual({ pincode: 'Invalid pincode' });
  });

  it('takes home, work or other as the type', () => {
    expect(validate({ ...home, address_type: 'work' })).toEqual({});
    expect(validate({ ...home, address_type: 'castle' })).toEqual({ address_type: 'Choose home, work or other' });
  });
});
