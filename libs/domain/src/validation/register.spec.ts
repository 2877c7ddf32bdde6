import { formValidator } from './form-errors';
import { hasAcceptedTerms, registerSchema, registerTermsAlert } from './register';
import { registerFormFor, toRegisterPayload } from './register-payload';

const simpleShopper = {
  name: 'Asha Rao',
  email: 'asha@shop.in',
  full_phone_number: '9876543210',
  password: 'secret1',
  password_confirmation: 'secret1',
  termsCheck: true,
};

describe('register validation, simple form', () => {
  const validate = formValidator(registerSchema());

  it('requires name, email, phone and both passwords with the spec messages', () => {
    expect(validate({})).toEqual({
      name: 'name required',
      email: 'email required',
      full_phone_number: 'full phone number required',
      password: 'password required',
      password_confirmation: 'password confirmation required',
    });
  });

  it('checks the email pattern: "Invalid email address"', () => {
    expect(validate({ ...simpleShopper, email: 'asha@shop' })).toEqual({ email: 'Invalid email address' });
  });

  it('wants a 10-digit phone', () => {
    expect(validate({ ...simpleShopper, full_phone_number: '12345' })).toEqual({
      full_phone_number: 'Invalid phone number',
    });
  });

  it('wants a password of at least 6 characters (what the API accepts)', () => {
    expect(validate({ ...simpleShopper, password: 'abc' })).toEqual({ password: 'password must be at least 6 characters' });
  });

  it('does not check that the passwords are equal', () => {
    expect(validate({ ...simpleShopper, password_confirmation: 'different' })).toEqual({});
  });

  it('does not report the terms checkbox as a field error', () => {
    expect(validate({ ...simpleShopper, termsCheck: false })).toEqual({});
  });
});

describe('register validation, OTP default', () => {
  it('hides email and passwords: they are not required', () => {
    const validate = formValidator(registerSchema({ otpDefault: true }));
    expect(validate({ name: 'Asha', full_phone_number: '9876543210' })).toEqual({});
  });

  it('still rejects a malformed email if one is given', () => {
    const validate = formValidator(registerSchema({ otpDefault: true }));
    expect(validate({ name: 'Asha', full_phone_number: '9876543210', email: 'x@y' })).toEqual({
      email: 'Invalid email address',
    });
  });

  it('requires salon category, monthly consumption and business name on a salon store', () => {
    const validate = formValidator(registerSchema({ otpDefault: true, salon: true }));
    expect(validate({ name: 'Asha', full_phone_number: '9876543210', salon_category: '' })).toEqual({
      salon_category: 'salon category is required',
      monthly_consumption: 'salon monthly consumption is required',
      business_name: 'business name is required',
    });
  });

  it('accepts the salon fields from their option lists', () => {
    const validate = formValidator(registerSchema({ otpDefault: true, salon: true }));
    expect(
      validate({
        name: 'Asha',
        full_phone_number: '9876543210',
        salon_category: 'unisex',
        monthly_consumption: 'More Than 10000',
        business_name: 'Glow Salon',
        salon_location_pincode: '560001',
      }),
    ).toEqual({});
    expect(
      validate({
        name: 'Asha',
        full_phone_number: '9876543210',
        salon_category: 'kids',
        monthly_consumption: '1-2',
        business_name: 'Glow Salon',
        salon_location_pincode: '012345',
      }),
    ).toEqual({
      salon_category: 'salon category is required',
      monthly_consumption: 'salon monthly consumption is required',
      salon_location_pincode: 'Invalid pincode',
    });
  });

  it('requires the business name on the B2B form', () => {
    const validate = formValidator(registerSchema({ otpDefault: true, b2b: true }));
    expect(validate({ name: 'Asha', full_phone_number: '9876543210' })).toMatchObject({
      business_name: 'business name is required',
    });
  });
});

describe('register validation, salon store with password login', () => {
  it('still requires the salon fields (the API refuses a salon account without them)', () => {
    const validate = formValidator(registerSchema({ salon: true }));
    expect(validate(simpleShopper)).toEqual({
      salon_category: 'salon category is required',
      monthly_consumption: 'salon monthly consumption is required',
      business_name: 'business name is required',
    });
  });
});

describe('register validation, B2B form', () => {
  const validate = formValidator(registerSchema({ b2b: true }));
  const business = {
    ...simpleShopper,
    gstin: '29ABCDE1234F1Z5',
    business_name: 'Rao Traders',
    gst_address: '12 MG Road, Bengaluru',
    gst_state: 'Karnataka',
  };

  it('requires GST No, Business Name, Business Address and Business State (the API refuses b2b without them)', () => {
    expect(validate(simpleShopper)).toEqual({
      gstin: 'GST number is required',
      business_name: 'business name is required',
      gst_address: 'business address is required',
      gst_state: 'business state is required',
    });
    expect(validate(business)).toEqual({});
  });

  it('checks the GST number pattern, whatever the case typed', () => {
    expect(validate({ ...business, gstin: '29abcde1234f1z5' })).toEqual({});
    expect(validate({ ...business, gstin: 'GST123' })).toEqual({ gstin: 'Invalid GST number' });
  });

  it('accepts up to 5 PDF, PNG or JPEG documents of at most 2 MB', () => {
    const pdf = { filename: 'gst.pdf', content: 'data:application/pdf;base64,JVBERi0xLjQ=' };
    expect(validate({ ...business, documents: [pdf] })).toEqual({});
    expect(validate({ ...business, documents: Array(6).fill(pdf) })).toEqual({
      documents: 'You can upload at most 5 documents',
    });
    expect(
      validate({ ...business, documents: [{ filename: 'a.exe', content: 'data:application/x-msdownload;base64,TVo=' }] }),
    ).toEqual({ 'documents.0.content': 'Documents must be PDF, PNG or JPEG files' });
  });
});

describe('register terms', () => {
  it('alerts "please select terms & policy!" when the terms are not ticked', () => {
    expect(registerTermsAlert({ termsCheck: false })).toBe('please select terms & policy!');
    expect(registerTermsAlert({})).toBe('please select terms & policy!');
  });

  it('is quiet once they are ticked', () => {
    expect(registerTermsAlert({ termsCheck: true })).toBeNull();
    expect(hasAcceptedTerms({ termsCheck: ['on'] })).toBe(true);
  });
});

describe('register payload', () => {
  it('removes termsCheck, sets business_type b2c and wraps in user_params', () => {
    expect(toRegisterPayload(simpleShopper)).toEqual({
      user_params: {
        name: 'Asha Rao',
        email: 'asha@shop.in',
        full_phone_number: '9876543210',
        password: 'secret1',
        password_confirmation: 'secret1',
        business_type: 'b2c',
      },
    });
  });

  it('sets business_type b2b from the B2B form and drops empty fields', () => {
    const payload = toRegisterPayload(
      { ...simpleShopper, business_name: 'Rao Traders', gstin: '', gst_state: 12 },
      { b2b: true },
    );
    expect(payload.user_params).toEqual({
      name: 'Asha Rao',
      email: 'asha@shop.in',
      full_phone_number: '9876543210',
      password: 'secret1',
      password_confirmation: 'secret1',
      business_name: 'Rao Traders',
      gst_state: 12,
      business_type: 'b2b',
    });
    expect(payload.user_params).not.toHaveProperty('termsCheck');
  });

  it('sends the account type from the options, never the form value', () => {
    const payload = toRegisterPayload({ ...simpleShopper, business_type: 'b2b' }, registerFormFor({ b2bSignup: false }, 'b2b'));
    expect(payload.user_params.business_type).toBe('b2c');
  });
});

describe('register account type (store with B2B sign-up)', () => {
  it('is a personal (B2C) account by default, on the simple form', () => {
    expect(registerFormFor({ b2bSignup: true })).toEqual({ otpDefault: false, salon: false, b2b: false });
  });

  it('shows the B2B form only for a business account on a store that allows it', () => {
    expect(registerFormFor({ b2bSignup: true }, 'b2b').b2b).toBe(true);
    expect(registerFormFor({ b2bSignup: false }, 'b2b').b2b).toBe(false);
  });

  it('requires the business fields only for a business account', () => {
    const personal = formValidator(registerSchema(registerFormFor({ b2bSignup: true }, 'b2c')));
    expect(personal(simpleShopper)).toEqual({});
    const business = formValidator(registerSchema(registerFormFor({ b2bSignup: true }, 'b2b')));
    expect(Object.keys(business(simpleShopper)).sort()).toEqual(['business_name', 'gst_address', 'gst_state', 'gstin']);
  });

  it('keeps the store\'s other options', () => {
    expect(registerFormFor({ otpDefault: true, salon: true, b2bSignup: true }, 'b2c')).toEqual({ otpDefault: true, salon: true, b2b: false });
  });
});
