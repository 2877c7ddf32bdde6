import { EMAIL_PATTERN, GSTIN_PATTERN, PHONE_PATTERN, PINCODE_PATTERN, isEmail, isPhoneNumber } from './patterns';

describe('email pattern', () => {
  it.each(['asha@shop.in', 'ravi.kumar+orders@mail.example.com', 'a_b@x.info', 'RAJ@SHOP.CO'])(
    'accepts %s',
    (email) => expect(EMAIL_PATTERN.test(email)).toBe(true),
  );

  it.each(['asha@shop.c', 'asha@shop.store', 'asha@shop', 'asha.shop.in', 'asha@@shop.in', 'as ha@shop.in', 'asha@shop.i9'])(
    'rejects %s (the ending must be 2 to 4 letters)',
    (email) => expect(EMAIL_PATTERN.test(email)).toBe(false),
  );

  it('ignores surrounding spaces in isEmail', () => {
    expect(isEmail('  asha@shop.in ')).toBe(true);
  });
});

describe('phone pattern', () => {
  it('accepts exactly 10 digits only', () => {
    expect(PHONE_PATTERN.test('9876543210')).toBe(true);
    expect(PHONE_PATTERN.test('987654321')).toBe(false);
    expect(PHONE_PATTERN.test('98765432101')).toBe(false);
    expect(PHONE_PATTERN.test('+919876543210')).toBe(false);
    expect(PHONE_PATTERN.test('98765 43210')).toBe(false);
    expect(isPhoneNumber(' 9876543210 ')).toBe(true);
  });
});

describe('pincode and GSTIN patterns', () => {
  it('accepts a 6-digit pincode not starting with 0', () => {
    expect(PINCODE_PATTERN.test('560001')).toBe(true);
    expect(PINCODE_PATTERN.test('060001')).toBe(false);
    expect(PINCODE_PATTERN.test('56001')).toBe(false);
  });

  it('accepts a well-formed GSTIN', () => {
    expect(GSTIN_PATTERN.test('29ABCDE1234F1Z5')).toBe(true);
    expect(GSTIN_PATTERN.test('29ABCDE1234F1X5')).toBe(false);
  });
});
